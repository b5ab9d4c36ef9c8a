// The spec's words behind an exemption's revocation (exemptionRevocation.ts) and the deletion of the collector stack
// (collectorStack.ts). Read by the sources check and the tests only.
import type { Sources } from './sourcesType';

const THRESHOLD = 'Default exemption-unused threshold: 90 days (Excessive Privilege Threshold)';
const NIGHTLY = 'nightly check, up to 24 hours before revocation';
const ROOT = 'root-scope global exemptions never auto-revoked';
const MESSAGE = 'the exemption for identity {name} on {service} in {account} has been revoked due to {N} days of inactivity';
const REVOKE = 'Exemption List: Exception, Service, Approval Date, Approver, Permissions, Scope; three-dots menu with Revoke Access';
const ERROR = "Removing collector stack: 'StackSet is not empty', status code 409";
const CAUSE = 'suspended accounts leave instances SKIPPED_SUSPENDED_ACCOUNT';
const FIX =
  'delete those stack instances manually (all regions, 100 percent concurrency and failure tolerance, retain stacks enabled, parallel regions), then delete main stack again';

export const lifecycleSources: Sources = {
  exemptionRevocation: ['automatic revocation of unused exemptions', REVOKE],
  'exemptionRevocation.state.active': [THRESHOLD, ROOT, 'Automatically Revoke Exemptions, Excessive Privilege Threshold (days)'],
  'exemptionRevocation.state.unused': [THRESHOLD, NIGHTLY],
  'exemptionRevocation.state.revoked': `Auto-revocation message | '${MESSAGE}'`,
  'exemptionRevocation.state.revokedByHand': REVOKE,
  'exemptionRevocation.event.thresholdPasses': THRESHOLD,
  'exemptionRevocation.event.nightlyCheck': NIGHTLY,
  'exemptionRevocation.event.revokeAccess': REVOKE,
  'exemptionRevocation.thresholdPasses:active>unused': [THRESHOLD, ROOT],
  'exemptionRevocation.nightlyCheck:unused>revoked': [NIGHTLY, MESSAGE],
  'exemptionRevocation.revokeAccess:active,unused>revokedByHand': REVOKE,
  'exemptionRevocation.scenario.exemption': ['A global exemption for all root users at the top of the organization tree is recommended', ROOT],

  collectorStack: [ERROR, CAUSE],
  'collectorStack.state.inPlace': CAUSE,
  'collectorStack.state.notEmpty': [ERROR, CAUSE],
  'collectorStack.state.instancesDeleted': FIX,
  'collectorStack.state.deleted': 'then delete main stack again',
  'collectorStack.event.deleteMainStack': [ERROR, 'then delete main stack again'],
  'collectorStack.event.deleteInstances': FIX,
  'collectorStack.deleteMainStack:inPlace>notEmpty': [ERROR, CAUSE],
  'collectorStack.deleteInstances:notEmpty>instancesDeleted': FIX,
  'collectorStack.deleteMainStack:instancesDeleted>deleted': 'then delete main stack again',
};
