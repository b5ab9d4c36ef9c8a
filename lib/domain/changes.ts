// The change flow: stage changes, review them on the Pending Changes page (service blocks, service protections,
// identity exemptions), delete one or all, submit all (which downloads a CloudFormation template and deploys
// nothing), then an org admin deploys it. Removing the firewall (type `undo`, then Undo All) rolls the controls back
// and keeps them as pending changes for a later redeploy; Resubmit Existing Controls recovers after an emergency stop.
import { describeChange, sameTarget, validateChange, type ChangeInput, type PendingChange } from './changeSet';
import type { Clocked, Machine } from './machine';
import { buildTemplate } from './template';

export type ChangesState = 'clean' | 'pending' | 'submitted';
export type ChangesEventType = 'stage' | 'delete' | 'deleteAll' | 'submit' | 'deploy' | 'removeFirewall' | 'resubmitExisting';

export interface ChangesEvent {
  type: ChangesEventType;
  /** stage: the change to add. */
  change?: ChangeInput;
  /** delete: which change (default: the last one). */
  id?: number;
  /** removeFirewall: the word typed in the dialog. */
  message?: string;
}

export interface ChangesContext extends Clocked {
  /** Controls in force in the cloud. */
  deployed: ChangeInput[];
  /** Entries on the Pending Changes page. */
  pending: PendingChange[];
  /** What the last downloaded template holds (deploying makes it the deployed set). */
  submitted: ChangeInput[] | null;
  lastTemplate: string | null;
  nextId: number;
}

export const REMOVAL_WORD = 'undo';

function addChange(ctx: ChangesContext, change: ChangeInput): ChangesContext {
  const pending = ctx.pending.filter((p) => !sameTarget(p, change));
  return { ...ctx, pending: [...pending, { ...change, id: ctx.nextId }], nextId: ctx.nextId + 1 };
}

/** The full set the template describes: deployed controls with the pending changes on top. */
export function desiredControls(ctx: ChangesContext): ChangeInput[] {
  const out: ChangeInput[] = ctx.deployed.filter((d) => !ctx.pending.some((p) => sameTarget(p, d)));
  for (const p of ctx.pending) {
    const { id: _id, ...change } = p;
    out.push(change as ChangeInput);
  }
  return out;
}

function submitTemplate(ctx: ChangesContext, controls: ChangeInput[], what: string) {
  const result = buildTemplate(controls);
  if (!result.ok) return { context: ctx, notes: [result.message] };
  return {
    context: { ...ctx, submitted: controls, lastTemplate: result.json },
    notes: [
      `${what}: the template JSON is downloaded (${result.policies.length} policy document${
        result.policies.length === 1 ? '' : 's'
      }). Nothing is deployed until an org admin deploys it.`,
    ],
  };
}

function templateGuard(controls: ChangeInput[]) {
  const result = buildTemplate(controls);
  return result.ok ? null : { reason: result.reason, message: result.message };
}

export function createChangesContext(_options?: Record<string, string>, now = 0): ChangesContext {
  return { now, deployed: [], pending: [], submitted: null, lastTemplate: null, nextId: 1 };
}

export const changesMachine: Machine<ChangesState, ChangesEventType, ChangesContext, ChangesEvent> = {
  id: 'changes',
  title: 'Pending changes',
  subject: 'the change set',
  description:
    'Changes are staged, reviewed on the Pending Changes page, submitted as a template download and deployed by an org admin.',
  initial: 'clean',
  states: {
    clean: {
      label: 'No pending changes',
      description: 'Nothing waits on the Pending Changes page; the cloud holds what was last deployed.',
    },
    pending: {
      label: 'Changes pending',
      description:
        'Staged changes (service blocks, protections, exemptions) wait on the Pending Changes page; any of them can be deleted. After the firewall is removed, the rolled-back controls wait here too.',
      pending: true,
    },
    submitted: {
      label: 'Template downloaded',
      description:
        'Submit all downloaded the CloudFormation template; nothing is deployed until an org admin deploys it.',
      pending: true,
    },
  },
  events: {
    stage: {
      label: 'Stage a change',
      description: 'A change made on the Services page, a hero card, exemptions or an API mutation is staged.',
    },
    delete: {
      label: 'Delete a change',
      description: 'The trash icon removes one entry from the Pending Changes page.',
      notAllowedHint: 'There is no pending change to delete.',
    },
    deleteAll: {
      label: 'Delete all changes',
      description: 'Delete all x changes discards every pending entry.',
      notAllowedHint: 'There is no pending change to delete.',
    },
    submit: {
      label: 'Submit all changes',
      description: 'Submit all # Changes downloads the template JSON; it deploys nothing.',
      notAllowedHint: 'Stage a change first.',
    },
    deploy: {
      label: 'Deploy',
      description: 'An org admin deploys the downloaded template in the cloud.',
      notAllowedHint: 'Deploying needs the template: submit the changes first.',
    },
    removeFirewall: {
      label: 'Remove the firewall',
      description:
        'Remove Permissions Firewall from Org: type the word undo, click Undo All, then Done. The controls are rolled back and become pending changes again, kept for a redeploy.',
      message: { label: 'Type the word to confirm' },
    },
    resubmitExisting: {
      label: 'Resubmit Existing Controls',
      description: 'Recovery after an emergency stop: downloads a template of the controls already in force.',
      notAllowedHint: 'It is for recovering the controls already in force, when nothing is pending.',
    },
  },
  transitions: [
    {
      from: ['clean', 'pending', 'submitted'],
      event: 'stage',
      to: 'pending',
      guard: (_ctx, ev) => {
        const problems = validateChange(ev.change);
        return problems.length ? { reason: 'invalid-change', message: problems.map((p) => p.message).join(' ') } : null;
      },
      apply: (ctx, ev) => {
        const change = ev.change as ChangeInput;
        return {
          context: { ...addChange(ctx, change), submitted: null },
          notes: [`Staged: ${describeChange(change)}.`],
        };
      },
    },
    {
      from: ['pending', 'submitted'],
      event: 'delete',
      to: 'pending',
      when: { label: 'others left', test: (ctx) => ctx.pending.length > 1 },
      guard: (ctx, ev) =>
        ev.id !== undefined && !ctx.pending.some((p) => p.id === ev.id)
          ? { reason: 'no-such-change', message: 'That change is no longer pending.' }
          : null,
      apply: (ctx, ev) => {
        const id = ev.id ?? ctx.pending[ctx.pending.length - 1].id;
        const removed = ctx.pending.find((p) => p.id === id) as PendingChange;
        return {
          context: { ...ctx, pending: ctx.pending.filter((p) => p.id !== id), submitted: null },
          notes: [`Deleted: ${describeChange(removed)}.`],
        };
      },
    },
    {
      from: ['pending', 'submitted'],
      event: 'delete',
      to: 'clean',
      when: { label: 'last one', test: (ctx) => ctx.pending.length <= 1 },
      guard: (ctx, ev) =>
        ev.id !== undefined && !ctx.pending.some((p) => p.id === ev.id)
          ? { reason: 'no-such-change', message: 'That change is no longer pending.' }
          : null,
      apply: (ctx) => ({
        context: { ...ctx, pending: [], submitted: null },
        notes: ['The last pending change was deleted.'],
      }),
    },
    {
      from: ['pending', 'submitted'],
      event: 'deleteAll',
      to: 'clean',
      apply: (ctx) => ({
        context: { ...ctx, pending: [], submitted: null },
        notes: [`${ctx.pending.length} pending change${ctx.pending.length === 1 ? '' : 's'} deleted.`],
      }),
    },
    {
      from: ['pending'],
      event: 'submit',
      to: 'submitted',
      guard: (ctx) => templateGuard(desiredControls(ctx)),
      apply: (ctx) => submitTemplate(ctx, desiredControls(ctx), 'Submitted'),
    },
    {
      from: ['submitted'],
      event: 'deploy',
      to: 'clean',
      apply: (ctx) => ({
        context: { ...ctx, deployed: ctx.submitted ?? [], pending: [], submitted: null },
        notes: ['The org admin deployed the template; no change is pending any more.'],
      }),
    },
    {
      from: ['clean', 'pending', 'submitted'],
      event: 'removeFirewall',
      to: 'pending',
      guard: (ctx, ev) => {
        if (typeof ev.message !== 'string' || ev.message.trim() !== REMOVAL_WORD) {
          return { reason: 'needs-undo', message: 'Type the word undo to confirm the removal; nothing was removed.' };
        }
        return ctx.deployed.length === 0 && ctx.pending.length === 0
          ? { reason: 'nothing-to-remove', message: 'No controls are deployed or pending, so there is nothing to remove.' }
          : null;
      },
      apply: (ctx) => {
        let next: ChangesContext = { ...ctx, deployed: [], submitted: null };
        for (const control of ctx.deployed) next = addChange(next, control);
        return {
          context: next,
          notes: [
            'Undo All rolled the controls back; they are kept as pending changes.',
            'To restore them, submit all changes and deploy the template.',
          ],
        };
      },
    },
    {
      from: ['clean'],
      event: 'resubmitExisting',
      to: 'submitted',
      guard: (ctx) =>
        ctx.deployed.length === 0
          ? { reason: 'nothing-deployed', message: 'No controls are in force, so there is nothing to resubmit.' }
          : templateGuard(ctx.deployed),
      apply: (ctx) => submitTemplate(ctx, ctx.deployed, 'Existing controls resubmitted'),
    },
  ],
  createContext: createChangesContext,
};
