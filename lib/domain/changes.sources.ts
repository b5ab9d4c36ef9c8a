// The spec's words behind the change flow (changes.ts). Read by the sources check and the tests only.
import type { Sources } from './sourcesType';

const FLOW = 'stage changes; review in Pending Changes; submit to download the template; deploy in the cloud';
const PAGE = "all members' proposed changes (service blocks, service protections, identity exemptions)";

export const changesSources: Sources = {
  changes: FLOW,
  'changes.state.clean': FLOW,
  'changes.state.pending': PAGE,
  'changes.state.submitted': "'Submit all # Changes' (downloads template JSON, does not deploy)",
  'changes.event.stage': [
    'stage changes; review in Pending Changes',
    'Changes made through API mutations may also be staged into Pending Changes and need deployment',
  ],
  'changes.event.delete': ['trash icon per entry', 'Changes can be discarded at any point'],
  'changes.event.deleteAll': ["'Delete all x changes'", 'Changes can be discarded at any point'],
  'changes.event.submit': "'Submit all # Changes' (downloads template JSON, does not deploy)",
  'changes.event.deploy': ['deploy in the cloud', 'The cloud org admin deploys the template'],
  'changes.state.deployed': ['deploy in the cloud', 'The cloud org admin deploys the template'],
  'changes.stage:clean,pending,submitted,deployed>pending': ['stage changes; review in Pending Changes', 'Changes can be discarded at any point'],
  'changes.guard.needs-change': PAGE,
  'changes.delete:pending,submitted>pending': ['trash icon per entry', 'Changes can be discarded at any point'],
  'changes.when.others-left': 'trash icon per entry',
  'changes.delete:pending,submitted>clean': ['trash icon per entry', 'Changes can be discarded at any point'],
  'changes.when.last-one': 'trash icon per entry',
  'changes.deleteAll:pending,submitted>clean': ["'Delete all x changes'", 'Changes can be discarded at any point'],
  'changes.submit:pending>submitted': "'Submit all # Changes' (downloads template JSON, does not deploy)",
  'changes.deploy:submitted>deployed': ['submit to download the template; deploy in the cloud', 'The cloud org admin deploys the template'],
};
