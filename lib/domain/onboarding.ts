// Onboarding an organization: the + button on Manage > Accounts opens the wizard; create the collector role from the
// template, Validate ARN, deploy the StackSet, click Done, then discovery runs for 10 minutes to about 24 hours.
import { DISCOVERY_MIN_MS } from './constants';
import { guard, type Clocked, type Machine } from './machine';
import { formatDuration } from './runner';

export type OnboardingState = 'wizard' | 'roleCreated' | 'arnValidated' | 'stackSetDeployed' | 'discovering' | 'discovered';
export type OnboardingEventType = 'createRole' | 'validateArn' | 'deployStackSet' | 'done' | 'discoveryFinishes';

export interface OnboardingEvent {
  type: OnboardingEventType;
}

export interface OnboardingContext extends Clocked {
  /** When Done was clicked. */
  doneAt: number | null;
}

const tooEarly = guard<OnboardingContext, OnboardingEvent>(
  'discovery-takes-time',
  (ctx) => ctx.doneAt === null || ctx.now - ctx.doneAt < DISCOVERY_MIN_MS,
  'Discovery takes 10 minutes to about 24 hours after Done: move the clock on.',
);

export const onboardingMachine: Machine<OnboardingState, OnboardingEventType, OnboardingContext, OnboardingEvent> = {
  id: 'onboarding',
  title: 'Onboarding an organization',
  subject: 'the onboarding',
  description: 'The onboarding wizard, opened with the + button on Manage > Accounts, and the discovery that follows it.',
  initial: 'wizard',
  states: {
    wizard: { label: 'Wizard open', description: 'The onboarding wizard is open after the + button on Manage > Accounts.' },
    roleCreated: { label: 'Collector role created', description: 'The collector role exists, created from the template.' },
    arnValidated: { label: 'ARN validated', description: 'The role’s ARN passed Validate ARN.' },
    stackSetDeployed: { label: 'StackSet deployed', description: 'The StackSet is deployed.' },
    discovering: { label: 'Discovery running', description: 'Discovery runs; it takes 10 minutes to about 24 hours.' },
    discovered: { label: 'Discovery finished', description: 'Discovery has finished.', terminal: true },
  },
  events: {
    createRole: { label: 'Create the collector role', description: 'Create the collector role from the template.' },
    validateArn: { label: 'Validate ARN', description: 'Validate the collector role’s ARN in the wizard.' },
    deployStackSet: {
      label: 'Deploy the StackSet',
      description: 'Deploy the StackSet: max concurrent accounts 100 percent, failure tolerance 100 percent, parallel regions, strict failure tolerance.',
    },
    done: { label: 'Done', description: 'Click Done in the wizard; discovery starts.' },
    discoveryFinishes: { label: 'Discovery finishes', description: 'Discovery finishes 10 minutes to about 24 hours after Done.' },
  },
  transitions: [
    { from: ['wizard'], event: 'createRole', to: 'roleCreated' },
    { from: ['roleCreated'], event: 'validateArn', to: 'arnValidated' },
    { from: ['arnValidated'], event: 'deployStackSet', to: 'stackSetDeployed' },
    {
      from: ['stackSetDeployed'],
      event: 'done',
      to: 'discovering',
      apply: (ctx) => ({
        context: { ...ctx, doneAt: ctx.now },
        notes: [`Discovery runs: at least ${formatDuration(DISCOVERY_MIN_MS)}, up to about 24 hours.`],
      }),
    },
    { from: ['discovering'], event: 'discoveryFinishes', to: 'discovered', guards: [tooEarly] },
  ],
  leavesBy: { discovered: [] },
  createContext: (_params, now = 0) => ({ now, doneAt: null }),
};
