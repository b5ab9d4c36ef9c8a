'use client';
// The interactive half of a state diagram: the current state with its steps as buttons named as the product names
// them (Disable, then Confirm or Cancel where the product asks), the scenario, a simulated clock for timers, the
// model's answers in a live region, and Reset. Where the column is too narrow for the graph it is a stepper that
// also shows the state it came from, with the whole graph one tap away in a zoom view. It drives the server-drawn SVG
// of the same <figure> through data attributes, so the drawing ships no JavaScript.
import { useEffect, useRef, useState } from 'react';
import type { AnyMachine, Snapshot } from '@/lib/domain/machine';
import { advanceClock, eventsFrom, formatDuration, nextTimer, transition } from '@/lib/domain/runner';
import { startView, viewOf, viewSwitches, type MachineView } from '@/lib/domain/views';
import styles from './controls.module.css';
import { DiagramOutcome, ScenarioPicker, type Outcome } from './DiagramParts';
import type { AnyPresentation, EventButton } from './presentation/types';
import { useHydrated } from './useHydrated';
import { useZoom } from './useZoom';

type Button = EventButton<Record<string, unknown>> & { event: string; variant: number; targets: string[] };

function defaultOptions(machine: AnyMachine): Record<string, string> {
  return Object.fromEntries((machine.scenario ?? []).map((p) => [p.key, p.values[0]]));
}

/**
 * The buttons the current state offers: one per event the page's reader takes (or per example payload), with the
 * states each can reach, named as the product names them with the count where the name carries one.
 */
function buttonsFor(machine: AnyMachine, presentation: AnyPresentation, { state, context }: Snapshot, view: MachineView | undefined): Button[] {
  const own = eventsFrom(machine, state);
  const refused = (machine.refusals ?? []).filter((r) => r.from.includes(state)).map((r) => r.event);
  return Object.keys(machine.events)
    .filter((e) => !machine.events[e].timer && (own.includes(e) || refused.includes(e)) && (!view?.steps || view.steps.includes(e)))
    .flatMap((event) => {
      const named = presentation.label?.(machine.events[event].label, context) ?? machine.events[event].label;
      const variants = presentation.buttons?.[event]?.length ? presentation.buttons[event] : [{ label: named, payload: {} }];
      return (variants ?? []).map((v, variant) => {
        const branches = machine.transitions.filter((t) => t.event === event && t.from.includes(state));
        // A branch condition that reads only the event (controls chosen or not) picks the target of this button.
        const matching = branches.filter((t) => !t.when || t.when.test(context, { type: event, ...v.payload }));
        return { ...v, event, variant, targets: [...new Set(matching.map((t) => machine.states[t.to].label))] };
      });
    });
}

export function DiagramControls({ machine, presentation, view: viewName }: { machine: AnyMachine; presentation: AnyPresentation; view?: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const ready = useHydrated();
  const view = viewOf(machine.id, viewName);
  const [options, setOptions] = useState<Record<string, string>>(() => ({ ...defaultOptions(machine), ...view?.scenario }));
  const [snap, setSnap] = useState<Snapshot>(() => startView(machine, view, options));
  const [previous, setPrevious] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState<Button | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const zoom = useZoom(rootRef);
  const label = (state: string) => machine.states[state]?.label ?? state;

  // Highlight the current state and the arrows leaving it in the server-drawn SVG; after a step, keep it in view (never
  // on load: the reader's place on the page, or the anchor they came for, stays where it is).
  const stepped = useRef(false);
  useEffect(() => {
    const figure = rootRef.current?.closest('figure');
    if (!figure) return;
    const nodes = [...figure.querySelectorAll<SVGGElement>('[data-state]')];
    for (const el of nodes) el.setAttribute('data-current', String(el.dataset.state === snap.state));
    figure.querySelectorAll<SVGGElement>('[data-edge], [data-edge-branch], [data-edge-label]').forEach((el) => {
      el.setAttribute('data-active', String((el.dataset.from ?? '').split(' ').includes(snap.state)));
    });
    const current = nodes.find((el) => el.dataset.state === snap.state);
    const box = current?.getBoundingClientRect();
    if (stepped.current && current && box && box.height > 0 && (box.bottom < 0 || box.top > window.innerHeight)) current.scrollIntoView({ block: 'nearest' });
  }, [snap.state]);

  const buttons = buttonsFor(machine, presentation, snap, view);
  const switches = viewSwitches(machine, view);
  const needsMessage = buttons.filter((b) => machine.events[b.event].message);
  const timer = nextTimer(machine, snap.state, snap.context);
  const current = machine.states[snap.state];

  function moveTo(next: Snapshot) {
    stepped.current = true;
    if (next.state !== snap.state) setPrevious(snap.state);
    setSnap(next);
  }

  function fire(button: Button, extra: Record<string, unknown> = {}) {
    setConfirming(null);
    const event = { type: button.event, ...button.payload, ...extra, ...(machine.events[button.event].message ? { message } : {}) };
    const r = transition(machine, snap.state, event, snap.context);
    if (!r.ok) {
      setOutcome({ kind: 'refusal', text: `${button.label}: ${r.message}`, notes: [] });
      return;
    }
    // Steps the firewall takes at once (approvers notified without a justification step) follow the event.
    const settled = advanceClock(machine, r.state, r.context, 0);
    moveTo({ state: settled.state, context: settled.context });
    // A message belongs to the step that sent it: the requester's justification is not the approver's message.
    if (machine.events[button.event].message) setMessage('');
    const then = settled.fired.map((f) => ` Then ${machine.events[f.event].label}: ${label(f.state)}.`).join('');
    setOutcome({ kind: 'ok', text: `${button.label}: ${label(r.state)}.${then}`, notes: [...r.notes, ...settled.fired.flatMap((f) => f.notes)] });
  }

  function tick(ms: number, what: string) {
    const r = advanceClock(machine, snap.state, snap.context, ms);
    moveTo({ state: r.state, context: r.context });
    const fired = r.fired.map((f) => `${machine.events[f.event].label} after ${formatDuration(f.at)}: ${label(f.state)}.`);
    setOutcome({ kind: 'clock', text: fired.length ? `${what}. ${fired.join(' ')}` : `${what}. No timer fell due.`, notes: r.fired.flatMap((f) => f.notes) });
  }

  function reset(next: Record<string, string> = options) {
    stepped.current = true;
    setSnap(startView(machine, view, next));
    setPrevious(null);
    setOutcome(null);
    setConfirming(null);
    setMessage('');
  }

  const hasTimers = machine.transitions.some((t) => t.due);
  const details = presentation.details?.(snap.state, snap.context) ?? [];
  return (
    <div ref={rootRef} className={styles.controls} data-testid="diagram-controls" data-ready={String(ready)} data-machine={machine.id}>
      {switches.length ? (
        <ScenarioPicker
          machine={machine}
          presentation={presentation}
          switches={switches}
          options={options}
          onChange={(next) => {
            setOptions(next);
            reset(next);
          }}
        />
      ) : null}
      <div className={styles.stateCard} data-testid="diagram-current" data-state={snap.state}>
        <p>
          <span className={styles.muted}>Now: </span>
          <strong>{current.label}</strong>
          {current.pending ? <span className={styles.tag}>pending</span> : null}
          {current.terminal ? <span className={styles.tag}>final</span> : null}
        </p>
        <p>{current.description}</p>
        {previous ? (
          <p className={styles.muted} data-narrow data-testid="diagram-previous">
            Came from: {label(previous)}
          </p>
        ) : null}
      </div>
      {needsMessage.length > 0 && (
        <label className={styles.message}>
          <span>{[...new Set(needsMessage.map((b) => machine.events[b.event].message?.label))].join(' / ')}</span>
          <input type="text" value={message} onChange={(e) => setMessage(e.target.value)} data-testid="diagram-message-input" autoComplete="off" />
        </label>
      )}
      {confirming ? (
        <div className={styles.actions} role="group" aria-label={`Confirm ${confirming.label}`} data-testid="diagram-confirm-dialog">
          <span>{confirming.label}: confirm?</span>
          <button type="button" className={styles.button} data-testid="diagram-confirm" onClick={() => fire(confirming, { confirmed: true })}>
            Confirm
          </button>
          <button type="button" className={styles.secondary} data-testid="diagram-cancel" onClick={() => fire(confirming, { confirmed: false })}>
            Cancel
          </button>
        </div>
      ) : (
        <div className={styles.actions} role="group" aria-label="Steps">
          {buttons.length === 0 && (
            <span className={styles.muted}>{current.terminal ? 'This status is final: no step leaves it.' : 'No step leaves this state by hand.'}</span>
          )}
          {buttons.map((b) => (
            <button
              key={`${b.event}-${b.variant}`}
              type="button"
              className={styles.button}
              data-testid="diagram-event"
              data-event={b.event}
              data-variant={b.variant}
              title={machine.events[b.event].description}
              onClick={() => ((presentation.confirm ?? []).includes(b.event) ? setConfirming(b) : fire(b))}
            >
              {b.label}
              {b.targets.length > 0 && <span className={styles.target}> → {b.targets.join(' or ')}</span>}
            </button>
          ))}
        </div>
      )}
      <div className={styles.toolbar}>
        {hasTimers && (
          <div className={styles.clock} role="group" aria-label="Clock">
            <span data-testid="diagram-clock">Time: {formatDuration(snap.context.now)}</span>
            {(presentation.clock ?? []).map((c) => (
              <button key={c.label} type="button" className={styles.secondary} data-testid="diagram-clock-step" onClick={() => tick(c.ms, `Clock ${c.label}`)}>
                {c.label}
              </button>
            ))}
            <button
              type="button"
              className={styles.secondary}
              data-testid="diagram-clock-next"
              disabled={!timer}
              onClick={() => timer && tick(timer.at - snap.context.now, `Clock +${formatDuration(timer.at - snap.context.now)}`)}
            >
              {timer ? `${machine.events[timer.event].label} in ${formatDuration(timer.at - snap.context.now)}` : 'No timer running'}
            </button>
          </div>
        )}
        <button type="button" className={styles.secondary} data-testid="diagram-reset" onClick={() => reset()}>
          Reset
        </button>
        {zoom.button}
      </div>
      <DiagramOutcome outcome={outcome} details={details} />
    </div>
  );
}
