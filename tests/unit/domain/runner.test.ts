// The generic runner and the machine helpers, on a small machine made for the test.
import { advanceClock, eventsFrom, formatDuration, guard, nextTimer, scenarioValue, start, transition, type Machine } from '@/lib/domain';

type S = 'idle' | 'busy' | 'done';
type E = 'go' | 'finish' | 'timeout' | 'poke';
interface C {
  now: number;
  startedAt: number | null;
  allowed: boolean;
}
const forbidden = guard<C, { type: E }>('forbidden', (ctx) => !ctx.allowed, 'Not allowed.');
const tiny: Machine<S, E, C, { type: E }> = {
  id: 'service',
  title: 'tiny',
  subject: 'the job',
  description: 'A tiny machine for tests.',
  initial: 'idle',
  states: {
    idle: { label: 'Idle', description: 'Not started.' },
    busy: { label: 'Busy', description: 'Running.' },
    done: { label: 'Done', description: 'Finished.', terminal: true },
  },
  events: {
    go: { label: 'Go', description: 'Start the job.' },
    finish: { label: 'Finish', description: 'Finish the job.' },
    timeout: { label: 'Time out', description: 'After 1 hour.', timer: true },
    poke: { label: 'Poke', description: 'Poke the job.' },
  },
  transitions: [
    { from: ['idle'], event: 'go', to: 'busy', guards: [forbidden], apply: (ctx) => ({ context: { ...ctx, startedAt: ctx.now }, notes: ['started'] }) },
    { from: ['busy'], event: 'finish', to: 'done' },
    { from: ['busy'], event: 'timeout', to: 'done', due: (ctx) => (ctx.startedAt === null ? null : ctx.startedAt + 3_600_000) },
  ],
  refusals: [{ id: 'finished', from: ['done'], event: 'poke', summary: 'nothing to poke', message: () => 'The job is finished.' }],
  leavesBy: { done: [] },
  createContext: (_o, now = 0) => ({ now, startedAt: null, allowed: true }),
};

describe('guard', () => {
  it('is data: an id, a test and a message, from a string or a function', () => {
    expect(forbidden.id).toBe('forbidden');
    expect(forbidden.refuses({ now: 0, startedAt: null, allowed: false }, { type: 'go' })).toBe(true);
    expect(forbidden.message({ now: 0, startedAt: null, allowed: true }, { type: 'go' })).toBe('Not allowed.');
    const dynamic = guard<C, { type: E }>(
      'late',
      () => true,
      (ctx) => `at ${ctx.now}`,
    );
    expect(dynamic.message({ now: 7, startedAt: null, allowed: true }, { type: 'go' })).toBe('at 7');
  });
});

describe('transition', () => {
  it('moves, applies the context and returns notes', () => {
    const r = transition(tiny, 'idle', { type: 'go' }, { now: 5, startedAt: null, allowed: true });
    expect(r).toEqual({ ok: true, state: 'busy', context: { now: 5, startedAt: 5, allowed: true }, notes: ['started'] });
  });

  it('refuses with the guard id as the reason and the guard message', () => {
    expect(transition(tiny, 'idle', { type: 'go' }, { now: 0, startedAt: null, allowed: false })).toEqual({
      ok: false,
      reason: 'forbidden',
      message: 'Not allowed.',
    });
  });

  it('refuses a documented refusal by its id, and other events not possible in the state', () => {
    expect(transition(tiny, 'done', { type: 'poke' }, start(tiny).context)).toEqual({ ok: false, reason: 'finished', message: 'The job is finished.' });
    expect(transition(tiny, 'idle', { type: 'finish' }, start(tiny).context)).toEqual({
      ok: false,
      reason: 'not-allowed',
      message: 'Finish is not possible while the job is Idle.',
    });
  });

  it('refuses unknown events and states without throwing', () => {
    const ctx = start(tiny).context;
    expect(transition(tiny, 'idle', { type: 'nope' as E }, ctx)).toMatchObject({ ok: false, reason: 'unknown-event' });
    expect(transition(tiny, 'idle', { type: 'toString' as E }, ctx)).toMatchObject({ ok: false, reason: 'unknown-event' });
    expect(transition(tiny, 'gone' as S, { type: 'go' }, ctx)).toMatchObject({ ok: false, reason: 'unknown-state' });
  });

  it('lists the events with a step out of a state', () => {
    expect(eventsFrom(tiny, 'busy')).toEqual(['finish', 'timeout']);
    expect(eventsFrom(tiny, 'done')).toEqual([]);
  });
});

describe('clock', () => {
  const busy = () => {
    const r = transition(tiny, 'idle', { type: 'go' }, start(tiny, {}, 1000).context);
    if (!r.ok) throw new Error('setup');
    return r;
  };

  it('fires a timer when it falls due, at the time it is due', () => {
    const b = busy();
    expect(nextTimer(tiny, b.state, b.context)).toEqual({ event: 'timeout', at: 1000 + 3_600_000 });
    const early = advanceClock(tiny, b.state, b.context, 3_599_999);
    expect(early.state).toBe('busy');
    expect(early.fired).toEqual([]);
    const late = advanceClock(tiny, b.state, b.context, 7_200_000);
    expect(late.state).toBe('done');
    expect(late.fired).toEqual([{ event: 'timeout', at: 3_601_000, state: 'done', notes: [] }]);
    expect(late.context.now).toBe(1000 + 7_200_000);
  });

  it('ignores negative or non-finite moves', () => {
    const b = busy();
    expect(advanceClock(tiny, b.state, b.context, -5).context.now).toBe(1000);
    expect(advanceClock(tiny, b.state, b.context, Number.NaN).context.now).toBe(1000);
  });

  it('refuses a timer event before it is due', () => {
    const b = busy();
    expect(transition(tiny, b.state, { type: 'timeout' }, b.context)).toMatchObject({ ok: false, reason: 'not-due' });
  });
});

describe('scenarioValue', () => {
  const param = { key: 'who', values: ['a', 'b'] };
  it('reads a switch and falls back to its default for values it does not take', () => {
    expect(scenarioValue({ who: 'b' }, param)).toBe('b');
    expect(scenarioValue({ who: 'z' }, param)).toBe('a');
    expect(scenarioValue(undefined, param)).toBe('a');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [45_000, '45 s'],
    [15 * 60_000, '15 min'],
    [3_600_000, '1 h'],
    [90 * 60_000, '1 h 30 min'],
    [24 * 3_600_000, '1 d'],
    [Infinity, 'forever'],
  ])('%d ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
