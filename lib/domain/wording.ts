// How a machine reads in words: what an arrow says, how a status is named, the sentence for a documented refusal.
// The drawn diagram (components/diagrams/layout.ts), the page's text version and the Markdown copy
// (lib/mdx/components/stateDiagram.ts) all read these, so the picture and the text say one thing.
import type { AnyMachine } from './machine';

type AnyTransition = AnyMachine['transitions'][number];
type AnyRefusal = NonNullable<AnyMachine['refusals']>[number];

/**
 * What an arrow says, as a phrase a reader can say aloud: the event, the branch it takes ("Protect with no
 * controls") and what the docs add about its timing ("Expire (after 24 h)").
 */
export function transitionText(m: AnyMachine, t: Pick<AnyTransition, 'event' | 'when' | 'edgeLabel'>): string {
  const event = m.events[t.event];
  return `${event.label}${t.when ? ` ${t.when.label}` : ''}${t.edgeLabel ? ` (${t.edgeLabel})` : ''}`;
}

/** A status as the text version names it: final statuses say so. */
export function stateLabel(m: AnyMachine, state: string): string {
  const s = m.states[state];
  return `${s.label}${s.terminal ? ' (final)' : ''}`;
}

/** The sentence for a documented refusal: "In Approved, Attempt the action: an exempt user is allowed." */
export function refusalText(m: AnyMachine, r: AnyRefusal): string {
  return `In ${r.from.map((s) => m.states[s].label).join(', ')}, ${m.events[r.event].label}: ${r.summary}.`;
}

/** The states a transition leaves, by label, for tables and rule listings. */
export function fromText(m: AnyMachine, t: Pick<AnyTransition, 'from'>): string {
  return t.from.map((s) => m.states[s].label).join(', ');
}
