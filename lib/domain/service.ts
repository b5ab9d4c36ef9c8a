// Service status at a scope: Unprotected, Partially Protected, Protected, Disabled, each with a "(pending)" variant
// while a staged change waits for deployment. Disable blocks every permission of the service; Protect denies its
// sensitive permissions except to exempted identities; Unprotect removes every control. Locked services (integral to
// the cloud provider) can be protected but never disabled.
import { guard, SCOPE_PARAM, scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';
import { deployTransitions, type WithPending } from './staged';

export type SettledServiceStatus = 'unprotected' | 'partiallyProtected' | 'protected' | 'disabled';
export type ServiceState = WithPending<SettledServiceStatus>;
export type ServiceEventType = 'disable' | 'protect' | 'unprotect' | 'deploy';

export interface ServiceEvent {
  type: ServiceEventType;
  /** Protect: whether any control is chosen (none means Unprotected). */
  controls?: 'some' | 'none';
}

export interface ServiceContext extends Clocked {
  locked: boolean;
  /** The scope is an OU (with accounts beneath it) rather than one account. */
  ou: boolean;
}

export const SERVICE_STATUS_LABELS: Record<SettledServiceStatus, string> = {
  unprotected: 'Unprotected',
  partiallyProtected: 'Partially Protected',
  protected: 'Protected',
  disabled: 'Disabled',
};

/** Whether the service is locked (integral to the cloud provider). */
export const SERVICE_LOCKED_PARAM: ScenarioParam = { key: 'locked', values: ['no', 'yes'] };

/** The statuses whose actions the docs give; Partially Protected is a status the page shows, with no steps given. */
const ACTIONABLE: readonly SettledServiceStatus[] = ['unprotected', 'protected'];
const DEPLOYABLE: readonly SettledServiceStatus[] = ['unprotected', 'protected', 'disabled'];

const lockedGuard = guard<ServiceContext, ServiceEvent>(
  'locked',
  (ctx) => ctx.locked,
  'This service is locked (integral to the cloud provider): it can be protected but not disabled.',
);

const staged = (status: SettledServiceStatus) => (ctx: ServiceContext) => ({
  context: ctx,
  notes: [
    `${SERVICE_STATUS_LABELS[status]} (pending) is staged; it takes effect once the template is deployed.`,
    ...(ctx.ou && status !== 'unprotected' ? ['At an OU, the change applies to each account beneath it rather than being inherited.'] : []),
  ],
});

export const serviceMachine: Machine<ServiceState, ServiceEventType, ServiceContext, ServiceEvent> = {
  id: 'service',
  title: 'Service status',
  subject: 'the service',
  description: 'The status of one cloud service at a scope. An action stages a change, shown as "(pending)" until the template is deployed.',
  initial: 'unprotected',
  states: {
    unprotected: { label: 'Unprotected', description: 'No control applies to the service.' },
    partiallyProtected: { label: 'Partially Protected', description: 'One of the statuses the Services page shows for a service.' },
    protected: { label: 'Protected', description: 'Sensitive permissions are denied except for exempted identities.' },
    disabled: { label: 'Disabled', description: 'All permissions of the service are blocked, even for exempted identities.' },
    unprotectedPending: { label: 'Unprotected (pending)', description: 'Removing the controls is staged and waits for deployment.', pending: true },
    partiallyProtectedPending: { label: 'Partially Protected (pending)', description: 'A staged change waits for deployment.', pending: true },
    protectedPending: { label: 'Protected (pending)', description: 'Protection is staged and waits for deployment.', pending: true },
    disabledPending: { label: 'Disabled (pending)', description: 'Disabling is staged and waits for deployment.', pending: true },
  },
  events: {
    disable: { label: 'Disable', description: 'Blocks all permissions for the service. Not for locked services.' },
    protect: { label: 'Protect', description: 'Applies the chosen controls; choosing none means Unprotected.' },
    unprotect: { label: 'Unprotect', description: 'Removes every control (zero controls).' },
    deploy: { label: 'Deploy', description: 'The org admin deploys the template; the pending status becomes the status.' },
  },
  transitions: [
    { from: ACTIONABLE, event: 'disable', to: 'disabledPending', guards: [lockedGuard], apply: staged('disabled') },
    {
      from: ACTIONABLE,
      event: 'protect',
      to: 'protectedPending',
      when: { id: 'some-controls', label: 'with controls chosen', test: (_ctx, ev) => ev.controls !== 'none' },
      apply: staged('protected'),
    },
    {
      from: ACTIONABLE,
      event: 'protect',
      to: 'unprotectedPending',
      when: { id: 'no-controls', label: 'with no controls', test: (_ctx, ev) => ev.controls === 'none' },
      apply: staged('unprotected'),
    },
    { from: ['protected'], event: 'unprotect', to: 'unprotectedPending', apply: staged('unprotected') },
    ...deployTransitions<SettledServiceStatus, 'deploy', ServiceContext>(DEPLOYABLE, 'deploy', (s) => `Deployed: the service is ${SERVICE_STATUS_LABELS[s]}.`),
  ],
  scenario: [SCOPE_PARAM, SERVICE_LOCKED_PARAM],
  createContext: (params, now = 0) => ({
    now,
    locked: scenarioValue(params, SERVICE_LOCKED_PARAM) === 'yes',
    ou: scenarioValue(params, SCOPE_PARAM) === 'ou',
  }),
};
