// Where a page's task starts in a machine: the same machine serves several pages, each started at its own state (the
// approver's page at Pending, the deploy page with changes already staged) and offering the steps its reader takes.
// A view reaches its start by the machine's own steps from the machine's start, so its context is one the model can
// produce; the sample values those steps carry are marked "(example)".
// Plain data: a page's island imports it with its own machine only, never the registry of all of them.
import type { AnyMachine, MachineEvent, MachineId, Snapshot } from './machine';
import { advanceClock, start, transition } from './runner';

export interface MachineView {
  /** What the page's reader does, as a caption: "as the approver sees it". */
  title: string;
  /** Scenario values the view sets; the switches it lists stay open to the reader. */
  scenario?: Readonly<Record<string, string>>;
  /** The steps, from the machine's start, to where the page's task starts. */
  path?: readonly (MachineEvent & Record<string, unknown>)[];
  /** The events the reader acts on (the buttons); the clock still fires timers. Absent: every event. */
  steps?: readonly string[];
  /** The scenario switches offered. Absent: all of them when the view has no path, none when it has one. */
  switches?: readonly string[];
}

/** A sample value the docs do not give, marked as such wherever a view needs one. */
const EXAMPLE = '(example)';

export const VIEWS: { readonly [M in MachineId]?: Readonly<Record<string, MachineView>> } = {
  service: {
    disable: { title: 'disabling a service', steps: ['disable', 'deploy'] },
    protect: { title: 'protecting a service', steps: ['protect', 'unprotect', 'deploy'] },
  },
  podRequest: {
    approver: {
      title: 'the request as the approver sees it',
      path: [{ type: 'attempt' }, { type: 'justify', message: `Needed to fix a failed deployment ${EXAMPLE}` }],
      steps: ['approve', 'deny'],
    },
    justification: {
      title: 'the justification step',
      steps: ['attempt', 'justify', 'declineJustification'],
      switches: ['identity', 'chatOps'],
    },
  },
  changes: {
    deploy: {
      title: 'from the staged changes to the deployed template',
      path: [
        // The entries are sample changes; the diagram lists them marked as examples.
        { type: 'stage', change: { kind: 'serviceBlock', service: 's3', scope: 'aws/example-org' } },
        { type: 'stage', change: { kind: 'serviceProtection', service: 'iam', scope: 'aws/example-org' } },
      ],
      // Discarding is the Pending Changes page's task; this page's reader submits and deploys.
      steps: ['submit', 'deploy'],
    },
  },
};

export function viewOf(machine: MachineId, name: string | undefined): MachineView | undefined {
  if (!name) return undefined;
  const views = VIEWS[machine];
  return views && Object.hasOwn(views, name) ? views[name] : undefined;
}

/** Every view name, for the component's accepted values. */
export const VIEW_NAMES = [...new Set(Object.values(VIEWS).flatMap((v) => Object.keys(v ?? {})))];

/** The scenario switches a view offers. */
export function viewSwitches(m: AnyMachine, view: MachineView | undefined): string[] {
  const all = (m.scenario ?? []).map((p) => p.key);
  if (!view) return all;
  return view.switches ? all.filter((k) => view.switches?.includes(k)) : view.path?.length ? [] : all;
}

/**
 * The snapshot a view starts at: the machine started with the view's scenario (the reader's choices over it), then
 * the view's path, each step followed by what the firewall does at once. Throws on a path the model refuses: that is
 * a mistake in this file, caught by its unit test, never a reader's input.
 */
export function startView(m: AnyMachine, view: MachineView | undefined, options: Record<string, string> = {}): Snapshot {
  let snap: Snapshot = start(m, { ...options, ...view?.scenario }, 0);
  for (const event of view?.path ?? []) {
    const r = transition(m, snap.state, event, snap.context);
    if (!r.ok) throw new Error(`The ${m.id} view's path is refused at ${snap.state} by ${event.type}: ${r.message}`);
    const settled = advanceClock(m, r.state, r.context, 0);
    snap = { state: settled.state, context: settled.context };
  }
  return snap;
}

/**
 * The part of a machine a view shows: the states it can reach from where it starts (under any value of the switches it
 * offers) by its own steps and the clock's timers, and the transitions among them. A page that starts a machine at a
 * view shows this part as text, not the whole machine again.
 */
export function viewPart(m: AnyMachine, view: MachineView): { states: string[]; transitions: AnyMachine['transitions'][number][] } {
  const steps = new Set(view.steps ?? Object.keys(m.events));
  const takes = (event: string) => steps.has(event) || Boolean(m.events[event]?.timer);
  let choices: Record<string, string>[] = [{}];
  for (const key of viewSwitches(m, view)) {
    const param = (m.scenario ?? []).find((p) => p.key === key);
    if (param) choices = choices.flatMap((c) => param.values.map((v) => ({ ...c, [key]: v })));
  }
  const reached = new Set(choices.map((options) => startView(m, view, options).state));
  const queue = [...reached];
  while (queue.length) {
    const state = queue.shift() as string;
    for (const t of m.transitions) {
      if (!t.from.includes(state) || !takes(t.event) || reached.has(t.to)) continue;
      reached.add(t.to);
      queue.push(t.to);
    }
  }
  const states = Object.keys(m.states).filter((s) => reached.has(s));
  return { states, transitions: m.transitions.filter((t) => takes(t.event) && t.from.some((f) => reached.has(f))) };
}
