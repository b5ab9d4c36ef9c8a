// Region control at a scope: Enabled, Disabled, Partially Enabled, Partially Disabled, each with a "(pending)"
// variant until deployed. Disabling asks for confirmation and is refused for the locked core regions; a region the
// provider adds starts disabled. The docs name no button that enables a region: they say only that a region disabled
// in the cloud console cannot be enabled through the firewall and one enabled there may be kept or re-enabled, so
// the model states that and has no Enable step.
import { guard, scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';
import { isLockedRegion, LOCKED_REGIONS } from './regionData';
import { confirmationGuard, deployTransitions, type Confirmable, type WithPending } from './staged';

export type SettledRegionStatus = 'enabled' | 'disabled' | 'partiallyEnabled' | 'partiallyDisabled';
export type RegionState = WithPending<SettledRegionStatus>;
export type RegionEventType = 'disable' | 'deploy';

export interface RegionEvent extends Confirmable {
  type: RegionEventType;
}

export interface RegionContext extends Clocked {
  regionId: string | null;
  locked: boolean;
  disabledInConsole: boolean;
  newRegion: boolean;
}

export const REGION_STATUS_LABELS: Record<SettledRegionStatus, string> = {
  enabled: 'Enabled',
  disabled: 'Disabled',
  partiallyEnabled: 'Partially Enabled',
  partiallyDisabled: 'Partially Disabled',
};

/** Which region: an ordinary one, a locked core region, one the cloud provider has just added, or one disabled in the console. */
export const REGION_PARAM: ScenarioParam = {
  key: 'region',
  values: ['ordinary', ...LOCKED_REGIONS.map((r) => r.regionId), 'new', 'consoleDisabled'],
};

const lockedGuard = guard<RegionContext, RegionEvent>(
  'locked',
  (ctx) => ctx.locked,
  (ctx) => {
    const info = LOCKED_REGIONS.find((r) => r.regionId === ctx.regionId);
    return `${info ? `${info.regionName} (${info.regionId})` : 'This region'} is a locked core region: disabling it is not allowed.`;
  },
);

/** What the docs say about enabling a region: it is a fact about the cloud console, not a step in the app. */
export const CONSOLE_FACT =
  'A region disabled in the cloud console cannot be enabled through the firewall; one enabled in the console may be kept or re-enabled.';

const staged = (status: SettledRegionStatus) => (ctx: RegionContext) => ({
  context: ctx,
  notes: [`${REGION_STATUS_LABELS[status]} (pending) is staged; it takes effect once the template is deployed.`],
});

export const regionMachine: Machine<RegionState, RegionEventType, RegionContext, RegionEvent> = {
  id: 'region',
  title: 'Region control',
  subject: 'the region',
  description: 'The status of one region at a scope. A change is shown as "(pending)" until the template is deployed.',
  initial: 'enabled',
  states: {
    enabled: { label: 'Enabled', description: 'The region is enabled.' },
    disabled: { label: 'Disabled', description: `The region is disabled; exemptions do not apply inside a disabled region. ${CONSOLE_FACT}` },
    partiallyEnabled: { label: 'Partially Enabled', description: 'One of the statuses the Regions card shows for a region.' },
    partiallyDisabled: { label: 'Partially Disabled', description: 'One of the statuses the Regions card shows for a region.' },
    enabledPending: { label: 'Enabled (pending)', description: 'One of the statuses the Regions card shows for a region.', pending: true },
    disabledPending: { label: 'Disabled (pending)', description: 'Disabling is confirmed and staged; it waits for deployment.', pending: true },
    partiallyEnabledPending: { label: 'Partially Enabled (pending)', description: 'A staged change waits for deployment.', pending: true },
    partiallyDisabledPending: { label: 'Partially Disabled (pending)', description: 'A staged change waits for deployment.', pending: true },
  },
  events: {
    disable: { label: 'Disable', description: 'The row’s Disable button, with a confirmation. Not allowed for locked regions.' },
    deploy: { label: 'Deploy', description: 'The org admin deploys the template; the pending status becomes the status.' },
  },
  transitions: [
    { from: ['enabled'], event: 'disable', to: 'disabledPending', guards: [lockedGuard, confirmationGuard()], apply: staged('disabled') },
    ...deployTransitions<SettledRegionStatus, 'deploy', RegionContext>(['disabled'], 'deploy', (s) => `Deployed: the region is ${REGION_STATUS_LABELS[s]}.`),
  ],
  scenario: [REGION_PARAM],
  createContext: (params, now = 0) => {
    const region = scenarioValue(params, REGION_PARAM);
    const regionId = region === 'ordinary' || region === 'new' || region === 'consoleDisabled' ? null : region;
    return {
      now,
      regionId,
      locked: regionId !== null && isLockedRegion(regionId),
      disabledInConsole: region === 'consoleDisabled',
      newRegion: region === 'new',
    };
  },
  startState: (ctx) => (ctx.newRegion || ctx.disabledInConsole ? 'disabled' : 'enabled'),
};
