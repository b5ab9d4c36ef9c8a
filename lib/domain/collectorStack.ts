// Deleting the collector stack when some accounts of the organization are suspended: the main stack's deletion fails
// with status code 409, "StackSet is not empty", because the suspended accounts left stack instances in
// SKIPPED_SUSPENDED_ACCOUNT; deleting those instances by hand with the docs' settings, then the main stack again,
// finishes the job. The docs give this path only, so the model starts where a suspended account is in the way.
import type { Clocked, Machine } from './machine';

export type CollectorStackState = 'inPlace' | 'notEmpty' | 'instancesDeleted' | 'deleted';
export type CollectorStackEventType = 'deleteMainStack' | 'deleteInstances';

export interface CollectorStackEvent {
  type: CollectorStackEventType;
}

export type CollectorStackContext = Clocked;

/** The settings the docs give for deleting the left-over stack instances. */
export const INSTANCE_DELETION_SETTINGS = [
  'Regions: all regions',
  'Maximum concurrent accounts: 100 percent',
  'Failure tolerance: 100 percent',
  'Retain stacks: enabled',
  'Region order: parallel',
] as const;

export const STACKSET_NOT_EMPTY = 'StackSet is not empty';

export const collectorStackMachine: Machine<CollectorStackState, CollectorStackEventType, CollectorStackContext, CollectorStackEvent> = {
  id: 'collectorStack',
  title: 'Deleting the collector stack',
  subject: 'the collector stack',
  description: 'Deleting the collector stack of an organization in which some accounts are suspended.',
  initial: 'inPlace',
  states: {
    inPlace: {
      label: 'Collector stack in place',
      description: 'The main stack and its StackSet are deployed; some accounts of the organization are suspended.',
    },
    notEmpty: {
      label: 'Deletion failed: 409',
      description: `Deleting the main stack failed with status code 409, "${STACKSET_NOT_EMPTY}": the suspended accounts left stack instances in SKIPPED_SUSPENDED_ACCOUNT.`,
    },
    instancesDeleted: { label: 'Instances deleted', description: 'The stack instances left in SKIPPED_SUSPENDED_ACCOUNT are deleted.' },
    deleted: { label: 'Main stack deleted', description: 'The main stack is deleted.', terminal: true },
  },
  events: {
    deleteMainStack: { label: 'Delete the main stack', description: 'Delete the collector’s main stack in AWS.' },
    deleteInstances: {
      label: 'Delete the left-over instances',
      description: `Delete the SKIPPED_SUSPENDED_ACCOUNT stack instances by hand. ${INSTANCE_DELETION_SETTINGS.join('; ')}.`,
    },
  },
  transitions: [
    {
      from: ['inPlace'],
      event: 'deleteMainStack',
      to: 'notEmpty',
      apply: () => ({ notes: [`Status code 409: "${STACKSET_NOT_EMPTY}". Stack instances of the suspended accounts remain in SKIPPED_SUSPENDED_ACCOUNT.`] }),
    },
    {
      from: ['notEmpty'],
      event: 'deleteInstances',
      to: 'instancesDeleted',
      apply: () => ({ notes: [`Deleted by hand with: ${INSTANCE_DELETION_SETTINGS.join('; ')}.`] }),
    },
    { from: ['instancesDeleted'], event: 'deleteMainStack', to: 'deleted', edgeLabel: 'again', apply: () => ({ notes: ['The main stack is deleted.'] }) },
  ],
  leavesBy: { deleted: [] },
  createContext: (_params, now = 0) => ({ now }),
};
