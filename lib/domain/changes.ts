// The change flow: stage changes, review them on the Pending Changes page (service blocks, service protections,
// identity exemptions), delete one or all at any point, submit all (which downloads the template JSON and deploys
// nothing), then the cloud org admin deploys it.
import { describeChange, isChangeInput, type ChangeInput, type PendingChange } from './changeSet';
import { guard, type Clocked, type Machine } from './machine';

export type ChangesState = 'clean' | 'pending' | 'submitted' | 'deployed';
export type ChangesEventType = 'stage' | 'delete' | 'deleteAll' | 'submit' | 'deploy';

export interface ChangesEvent {
  type: ChangesEventType;
  /** stage: the change to add. */
  change?: ChangeInput;
  /** delete: which entry (default: the last one). */
  id?: number;
}

export interface ChangesContext extends Clocked {
  /** Entries on the Pending Changes page. */
  pending: PendingChange[];
  nextId: number;
}

export function createChangesContext(_options?: Record<string, string>, now = 0): ChangesContext {
  return { now, pending: [], nextId: 1 };
}

function without(ctx: ChangesContext, id: number | undefined): { context: ChangesContext; removed?: PendingChange } {
  const target = id ?? ctx.pending[ctx.pending.length - 1]?.id;
  const removed = ctx.pending.find((p) => p.id === target);
  return { context: { ...ctx, pending: ctx.pending.filter((p) => p.id !== target) }, removed };
}

/** A stage event carries the change it stages; without one nothing is staged. */
const needsChange = guard<ChangesContext, ChangesEvent>(
  'needs-change',
  (_ctx, ev) => !isChangeInput(ev.change),
  'Choose the change to stage; nothing was staged.',
);

const count = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

export const changesMachine: Machine<ChangesState, ChangesEventType, ChangesContext, ChangesEvent> = {
  id: 'changes',
  title: 'Pending changes',
  subject: 'the Pending Changes page',
  description: 'Changes are staged, reviewed on the Pending Changes page, submitted as a template download and deployed in the cloud.',
  initial: 'clean',
  states: {
    clean: { label: 'No pending changes', description: 'Nothing waits on the Pending Changes page.' },
    pending: {
      label: 'Changes pending',
      description: 'Staged changes (service blocks, service protections, identity exemptions) wait on the Pending Changes page.',
      pending: true,
    },
    submitted: {
      label: 'Template downloaded',
      description: 'Submit all # Changes downloaded the template JSON; it deploys nothing.',
      pending: true,
    },
    deployed: { label: 'Deployed in the cloud', description: 'The cloud org admin deployed the template.' },
  },
  events: {
    stage: { label: 'Stage a change', description: 'A change made in the app, or through an API mutation, is staged into Pending Changes.' },
    delete: { label: 'Trash icon', description: 'Discards one entry.' },
    deleteAll: { label: 'Delete all x changes', description: 'Discards every entry.' },
    submit: { label: 'Submit all # Changes', description: 'Downloads the template JSON; it does not deploy.' },
    deploy: { label: 'Deploy in the cloud', description: 'The cloud org admin deploys the template.' },
  },
  transitions: [
    {
      from: ['clean', 'pending', 'submitted', 'deployed'],
      event: 'stage',
      to: 'pending',
      guards: [needsChange],
      apply: (ctx, ev) => {
        const change = ev.change as ChangeInput;
        return {
          context: { ...ctx, pending: [...ctx.pending, { ...change, id: ctx.nextId }], nextId: ctx.nextId + 1 },
          notes: [`Staged: ${describeChange(change)}.`],
        };
      },
    },
    {
      from: ['pending', 'submitted'],
      event: 'delete',
      to: 'pending',
      when: { id: 'others-left', label: 'on one of several entries', test: (ctx) => ctx.pending.length > 1 },
      apply: (ctx, ev) => {
        const { context, removed } = without(ctx, ev.id);
        return { context, notes: removed ? [`Discarded: ${describeChange(removed)}.`] : [] };
      },
    },
    {
      from: ['pending', 'submitted'],
      event: 'delete',
      to: 'clean',
      when: { id: 'last-one', label: 'on the last entry', test: (ctx) => ctx.pending.length <= 1 },
      apply: (ctx, ev) => {
        const { context, removed } = without(ctx, ev.id);
        return { context, notes: removed ? [`Discarded: ${describeChange(removed)}.`] : [] };
      },
    },
    {
      from: ['pending', 'submitted'],
      event: 'deleteAll',
      to: 'clean',
      apply: (ctx) => ({ context: { ...ctx, pending: [] }, notes: [`${count(ctx.pending.length)} discarded.`] }),
    },
    {
      from: ['pending'],
      event: 'submit',
      to: 'submitted',
      apply: (ctx) => ({ notes: [`The template JSON for ${count(ctx.pending.length)} is downloaded. Nothing is deployed yet.`] }),
    },
    {
      from: ['submitted'],
      event: 'deploy',
      to: 'deployed',
      apply: (ctx) => ({ context: { ...ctx, pending: [] }, notes: ['The cloud org admin deployed the template.'] }),
    },
  ],
  createContext: createChangesContext,
};
