// Removing the firewall and getting the controls back. Removal is staged: typing `undo` and clicking Undo All creates
// Pending Changes that are kept for a redeploy, and Submit all # Changes brings the controls back after a removal from
// the app. After an emergency stop, Resubmit Existing Controls recovers them. The template is then deployed.
import { guard, type Clocked, type Machine } from './machine';

export type RemovalState = 'deployed' | 'removalStaged' | 'emergencyStopped' | 'resubmitted' | 'templateDownloaded';
export type RemovalEventType = 'undoAll' | 'submitAll' | 'emergencyStop' | 'resubmitExisting' | 'deploy';

export interface RemovalEvent {
  type: RemovalEventType;
  /** undoAll: the word typed in the dialog. */
  message?: string;
}

export type RemovalContext = Clocked;

/** The word the removal dialog asks for. */
export const REMOVAL_WORD = 'undo';

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
    'Removal from the app is staged as pending changes kept for a redeploy; Submit all # Changes or, after an emergency stop, Resubmit Existing Controls recovers the controls.',
  initial: 'deployed',
  states: {
    deployed: { label: 'Controls deployed', description: 'The controls of the last deployed template are in place.' },
    removalStaged: {
      label: 'Removal staged',
      description: 'The rolled-back changes wait on the Pending Changes page as pending changes, kept for a redeploy.',
      pending: true,
    },
    emergencyStopped: { label: 'After an emergency stop', description: 'Recover with Resubmit Existing Controls on the Pending Changes page.' },
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
    submitAll: { label: 'Submit all # Changes', description: 'Recovery after removal from the app.' },
    emergencyStop: { label: 'Emergency stop', description: 'An emergency stop.' },
    resubmitExisting: { label: 'Resubmit Existing Controls', description: 'Recovery after an emergency stop.' },
    deploy: { label: 'Deploy in the cloud', description: 'The cloud org admin deploys the template.' },
  },
  transitions: [
    {
      from: ['deployed'],
      event: 'undoAll',
      to: 'removalStaged',
      guards: [typedUndo],
      apply: () => ({ notes: ['The removal is staged: the rolled-back changes become pending changes, kept for a redeploy.'] }),
    },
    { from: ['removalStaged'], event: 'submitAll', to: 'templateDownloaded', apply: () => ({ notes: ['The template JSON is downloaded.'] }) },
    { from: ['deployed'], event: 'emergencyStop', to: 'emergencyStopped' },
    { from: ['emergencyStopped'], event: 'resubmitExisting', to: 'resubmitted' },
    { from: ['templateDownloaded'], event: 'deploy', to: 'deployed', apply: () => ({ notes: ['The cloud org admin deployed the template.'] }) },
  ],
  createContext: (_params, now = 0) => ({ now }),
};
