// Getting the controls back: after an emergency stop, Resubmit Existing Controls on the Pending Changes page; after
// the firewall was removed from the app, its rolled-back controls wait as pending changes and Submit all brings them
// back. Either way the template is then deployed in the cloud by the org admin.
import type { DocTable } from './docTable';

export type Setback = 'emergencyStop' | 'removedFromApp';

export interface Recovery {
  setback: Setback;
  what: string;
  button: string;
  steps: string[];
}

export const RECOVERIES: Record<Setback, Recovery> = {
  emergencyStop: {
    setback: 'emergencyStop',
    what: 'An emergency stop',
    button: 'Resubmit Existing Controls',
    steps: [
      'Open the Pending Changes page.',
      'Click Resubmit Existing Controls: the template of the controls already in force is downloaded.',
      'The org admin deploys the template in the cloud.',
    ],
  },
  removedFromApp: {
    setback: 'removedFromApp',
    what: 'Removal of the firewall from the app',
    button: 'Submit all changes',
    steps: [
      'Open the Pending Changes page: the rolled-back controls are listed there as pending changes.',
      'Click Submit all # Changes: the template is downloaded.',
      'The org admin deploys the template in the cloud.',
    ],
  },
};

export function recoveryTable(): DocTable {
  return {
    caption: 'How to restore the controls',
    columns: ['After', 'Recover with', 'Then'],
    rows: Object.values(RECOVERIES).map((r) => [r.what, r.button, r.steps.slice(1).join(' ')]),
  };
}
