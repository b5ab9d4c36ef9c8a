// Removing the firewall from the app and getting the controls back. Typing `undo` and clicking Undo All removes it
// from the app: a staged removal, whose Pending Changes are kept for a redeploy, the rolled-back changes pending
// changes again. Submit all # Changes recovers after a removal from the app (the template it downloads is then
// deployed); Resubmit Existing Controls recovers after an emergency stop. The docs name an emergency stop only as what
// that button recovers from, so it is no step here: the reader starts after one with the scenario switch.
import { guard, scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';

export type RemovalState = 'deployed' | 'removedFromApp' | 'emergencyStopped' | 'resubmitted' | 'templateDownloaded';
export type RemovalEventType = 'undoAll' | 'submitAll' | 'resubmitExisting' | 'deploy';

export interface RemovalEvent {
  type: RemovalEventType;
  /** undoAll: the word typed in the dialog. */
  message?: string;
}

export interface RemovalContext extends Clocked {
  /** The simulation starts after an emergency stop rather than with the controls deployed. */
  afterEmergencyStop: boolean;
}

/** The word the removal dialog asks for. */
export const REMOVAL_WORD = 'undo';

/** Where the simulation starts: with the controls deployed, or after an emergency stop. */
export const REMOVAL_START_PARAM: ScenarioParam = { key: 'start', values: ['controlsDeployed', 'afterEmergencyStop'] };

const typedUndo = guard<RemovalContext, RemovalEvent>(
  'needs-undo',
  (_ctx, ev) => ev.message !== REMOVAL_WORD,
  `Type the word ${REMOVAL_WORD} to confirm; nothing was removed.`,
);

export const removalMachine: Machine<RemovalState, RemovalEventType, RemovalContext, RemovalEvent> = {
  id: 'removal',
  title: 'Removal and recovery',
  subject: 'the firewall',
  description:
    'Undo All removes the firewall from the app as a staged removal, whose pending changes are kept for a redeploy; Submit all # Changes recovers the controls after a removal from the app, Resubmit Existing Controls after an emergency stop.',
  initial: 'deployed',
  states: {
    deployed: { label: 'Controls deployed', description: 'The controls of the last deployed template are in place.' },
    removedFromApp: {
      label: 'Removed from the app',
      description:
        'The staged removal created Pending Changes kept for a redeploy: the rolled-back changes are pending changes again on the Pending Changes page.',
    },
    emergencyStopped: { label: 'After an emergency stop', description: 'Resubmit Existing Controls on the Pending Changes page recovers the controls.' },
    resubmitted: { label: 'Existing controls resubmitted', description: 'Resubmit Existing Controls was used: the recovery after an emergency stop.' },
    templateDownloaded: {
      label: 'Template downloaded',
      description: 'The template JSON is downloaded; it deploys nothing until it is deployed in the cloud.',
      pending: true,
    },
  },
  events: {
    undoAll: {
      label: 'Undo All',
      description: 'Remove Permissions Firewall from Org: type the word undo, click Undo All, then Done in the status dialog.',
      message: { label: 'Type the word to confirm' },
    },
    submitAll: { label: 'Submit all # Changes', description: 'The recovery after a removal from the app: downloads the template.' },
    resubmitExisting: { label: 'Resubmit Existing Controls', description: 'The recovery after an emergency stop.' },
    deploy: { label: 'Deploy in the cloud', description: 'The cloud org admin deploys the template.' },
  },
  transitions: [
    {
      from: ['deployed'],
      event: 'undoAll',
      to: 'removedFromApp',
      guards: [typedUndo],
      apply: () => ({ notes: ['Removed from the app: the rolled-back changes are pending changes again, kept for a redeploy.'] }),
    },
    { from: ['removedFromApp'], event: 'submitAll', to: 'templateDownloaded', apply: () => ({ notes: ['The template JSON is downloaded.'] }) },
    { from: ['emergencyStopped'], event: 'resubmitExisting', to: 'resubmitted' },
    { from: ['templateDownloaded'], event: 'deploy', to: 'deployed', apply: () => ({ notes: ['The cloud org admin deployed the template.'] }) },
  ],
  scenario: [REMOVAL_START_PARAM],
  createContext: (params, now = 0) => ({ now, afterEmergencyStop: scenarioValue(params, REMOVAL_START_PARAM) === 'afterEmergencyStop' }),
  startState: (ctx) => (ctx.afterEmergencyStop ? 'emergencyStopped' : 'deployed'),
};
