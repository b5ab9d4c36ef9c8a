'use client';
// The interactive half of a state diagram: scenario options, one button per event the current state knows, the
// model's refusals in a live region, a simulated clock for timers, and Reset. It drives the server-rendered SVG
// of the same <figure> through data attributes, so the diagram itself ships no JavaScript.
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  advanceClock,
  eventsFrom,
  formatDuration,
  nextTimer,
  start,
  transition,
  type AnyMachine,
  type Snapshot,
} from '@/lib/domain/machine';
import styles from './controls.module.css';
import { useHydrated } from './useHydrated';

const HOUR = 3_600_000;

interface Outcome {
  kind: 'ok' | 'refusal' | 'clock';
  text: string;
  notes: string[];
}

function defaultOptions(machine: AnyMachine): Record<string, string> {
  return Object.fromEntries((machine.options ?? []).map((o) => [o.key, o.choices[0].value]));
}

export function DiagramControls({ machine }: { machine: AnyMachine }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const ready = useHydrated();
  const [options, setOptions] = useState<Record<string, string>>(() => defaultOptions(machine));
  const [snap, setSnap] = useState<Snapshot>(() => start(machine, defaultOptions(machine), 0));
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const hasTimers = useMemo(() => machine.transitions.some((t) => t.due), [machine]);
  const messageEvents = useMemo(
    () => Object.entries(machine.events).filter(([, e]) => e.message),
    [machine],
  );
  const label = (state: string) => machine.states[state]?.label ?? state;

  // Highlight the current state and the arrows leaving it in the server-rendered SVG.
  useEffect(() => {
    const figure = rootRef.current?.closest('figure');
    if (!figure) return;
    figure.querySelectorAll<SVGGElement>('[data-state]').forEach((el) => {
      el.setAttribute('data-current', String(el.dataset.state === snap.state));
    });
    figure.querySelectorAll<SVGGElement>('[data-edge], [data-edge-label]').forEach((el) => {
      const from = (el.dataset.from ?? '').split(' ');
      el.setAttribute('data-active', String(from.includes(snap.state)));
    });
  }, [snap.state]);

  const buttonEvents = useMemo(() => {
    const own = eventsFrom(machine, snap.state);
    const refused = (machine.refusals ?? []).filter((r) => r.from.includes(snap.state)).map((r) => r.event);
    return Object.keys(machine.events).filter(
      (e) => !machine.events[e].timer && (own.includes(e) || refused.includes(e)),
    );
  }, [machine, snap.state]);

  const timer = nextTimer(machine, snap.state, snap.context);

  function fire(type: string, payload: Record<string, unknown>, buttonLabel: string) {
    const event = { type, ...payload, ...(machine.events[type].message ? { message } : {}) };
    const r = transition(machine, snap.state, event, snap.context);
    if (!r.ok) {
      setOutcome({ kind: 'refusal', text: `${buttonLabel}: refused. ${r.message}`, notes: [] });
      return;
    }
    // Steps the firewall takes at once (approvers notified without a justification step) follow the event.
    const settled = advanceClock(machine, r.state, r.context, 0);
    setSnap({ state: settled.state, context: settled.context });
    const first = r.state === snap.state ? `${buttonLabel}: still ${label(r.state)}.` : `${buttonLabel}: now ${label(r.state)}.`;
    const then = settled.fired.map((f) => ` Then ${machine.events[f.event].label}: now ${label(f.state)}.`).join('');
    setOutcome({ kind: 'ok', text: first + then, notes: [...r.notes, ...settled.fired.flatMap((f) => f.notes)] });
  }

  function tick(ms: number, what: string) {
    const r = advanceClock(machine, snap.state, snap.context, ms);
    setSnap({ state: r.state, context: r.context });
    const fired = r.fired.map((f) => `${machine.events[f.event].label} at ${formatDuration(f.at)}: now ${label(f.state)}.`);
    setOutcome({
      kind: 'clock',
      text: fired.length ? `${what}. ${fired.join(' ')}` : `${what}. No timer fell due.`,
      notes: r.fired.flatMap((f) => f.notes),
    });
  }

  function reset(next: Record<string, string> = options) {
    setSnap(start(machine, next, 0));
    setOutcome(null);
    setMessage('');
  }

  const details = machine.describe?.(snap.state, snap.context) ?? [];
  const current = machine.states[snap.state];

  return (
    <div ref={rootRef} className={styles.controls} data-testid="diagram-controls" data-ready={String(ready)} data-machine={machine.id}>
      {machine.options && machine.options.length > 0 && (
        <fieldset className={styles.options}>
          <legend>Scenario (changing it starts again)</legend>
          {machine.options.map((o) => (
            <label key={o.key} className={styles.option}>
              <span>{o.label}</span>
              <select
                value={options[o.key]}
                data-testid={`diagram-option-${o.key}`}
                onChange={(e) => {
                  const next = { ...options, [o.key]: e.target.value };
                  setOptions(next);
                  reset(next);
                }}
              >
                {o.choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      )}

      <p className={styles.current} data-testid="diagram-current" data-state={snap.state}>
        Current state: <strong>{current.label}</strong>
        <span className={styles.muted}> {current.description}</span>
      </p>

      {messageEvents.length > 0 && (
        <label className={styles.message}>
          <span>{messageEvents.map(([, e]) => e.message?.label).filter((v, i, a) => a.indexOf(v) === i).join(' / ')}</span>
          <input
            type="text"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            data-testid="diagram-message-input"
            autoComplete="off"
          />
          <small className={styles.muted}>Used by: {messageEvents.map(([, e]) => e.label).join(', ')}.</small>
        </label>
      )}

      <div className={styles.actions} role="group" aria-label="Events">
        {buttonEvents.length === 0 && <span className={styles.muted}>No event leaves this state by hand.</span>}
        {buttonEvents.flatMap((type) => {
          const def = machine.events[type];
          const variants = def.variants?.length ? def.variants : [{ label: def.label, payload: {} }];
          return variants.map((v, i) => (
            <button
              key={`${type}-${i}`}
              type="button"
              className={styles.button}
              data-testid="diagram-event"
              data-event={type}
              data-variant={i}
              title={def.description}
              onClick={() => fire(type, v.payload as Record<string, unknown>, v.label)}
            >
              {v.label}
            </button>
          ));
        })}
      </div>

      <div className={styles.toolbar}>
        {hasTimers && (
          <div className={styles.clock} role="group" aria-label="Clock">
            <span data-testid="diagram-clock">Time since start: {formatDuration(snap.context.now)}</span>
            <button type="button" className={styles.secondary} data-testid="diagram-clock-1h" onClick={() => tick(HOUR, 'Clock +1 h')}>
              +1 h
            </button>
            <button type="button" className={styles.secondary} data-testid="diagram-clock-24h" onClick={() => tick(24 * HOUR, 'Clock +24 h')}>
              +24 h
            </button>
            <button
              type="button"
              className={styles.secondary}
              data-testid="diagram-clock-next"
              disabled={!timer}
              onClick={() => timer && tick(timer.at - snap.context.now, `Clock +${formatDuration(timer.at - snap.context.now)}`)}
            >
              {timer ? `Next timer: ${machine.events[timer.event].label} (in ${formatDuration(timer.at - snap.context.now)})` : 'No timer running'}
            </button>
          </div>
        )}
        <button type="button" className={styles.secondary} data-testid="diagram-reset" onClick={() => reset()}>
          Reset
        </button>
      </div>

      <div
        className={styles.outcome}
        aria-live="polite"
        data-testid="diagram-outcome"
        data-kind={outcome?.kind ?? 'none'}
      >
        {outcome ? (
          <>
            <p className={outcome.kind === 'refusal' ? styles.refusal : undefined}>{outcome.text}</p>
            {outcome.notes.length > 0 && (
              <ul>
                {outcome.notes.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className={styles.muted}>Press an event to see what the firewall does.</p>
        )}
      </div>

      {details.length > 0 && (
        <dl className={styles.details} data-testid="diagram-details">
          {details.map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
