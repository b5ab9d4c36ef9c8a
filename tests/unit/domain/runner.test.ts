// The generic runner, on a small machine made for the test.
import { advanceClock, eventsFrom, formatDuration, nextTimer, start, transition, type Machine } from '@/lib/domain';

type S = 'idle' | 'busy' | 'done';
type E = 'go' | 'finish' | 'timeout';
interface C { now: number; startedAt: number | null; allowed: boolean }
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
    finish: { label: 'Finish', description: 'Finish the job.', notAllowedHint: 'Start it first.' },
    timeout: { label: 'Time out', description: 'After 1 hour.', timer: true },
  },
  transitions: [
    {
      from: ['idle'],
      event: 'go',
      to: 'busy',
      guard: (ctx) => (ctx.allowed ? null : { reason: 'forbidden', message: 'Not allowed.' }),
      apply: (ctx) => ({ context: { ...ctx, startedAt: ctx.now }, notes: ['started'] }),
    },
    { from: ['busy'], event: 'finish', to: 'done' },
    { from: ['busy'], event: 'timeout', to: 'done', due: (ctx) => (ctx.startedAt === null ? null : ctx.startedAt + 3_600_000) },
  ],
  createContext: (_o, now = 0) => ({ now, startedAt: null, allowed: true }),
};

describe('transition', () => {
  it('moves, applies the context and returns notes', () => {
    const r = transition(tiny, 'idle', { type: 'go' }, { now: 5, startedAt: null, allowed: true });
    expect(r).toEqual({ ok: true, state: 'busy', context: { now: 5, startedAt: 5, allowed: true }, notes: ['started'] });
  });

  it('returns the guard refusal', () => {
    expect(transition(tiny, 'idle', { type: 'go' }, { now: 0, startedAt: null, allowed: false })).toEqual({
      ok: false,
      reason: 'forbidden',
      message: 'Not allowed.',
    });
  });

  it('refuses events not possible in the state, with the hint', () => {
    const r = transition(tiny, 'idle', { type: 'finish' }, start(tiny).context);
    expect(r).toEqual({ ok: false, reason: 'not-allowed', message: 'Finish is not possible while the job is Idle. Start it first.' });
  });

  it('refuses unknown events and states without throwing', () => {
    const ctx = start(tiny).context;
    expect(transition(tiny, 'idle', { type: 'nope' as E }, ctx)).toMatchObject({ ok: false, reason: 'unknown-event' });
    expect(transition(tiny, 'idle', { type: 'toString' as E }, ctx)).toMatchObject({ ok: false, reason: 'unknown-event' });
    expect(transition(tiny, 'gone' as S, { type: 'go' }, ctx)).toMatchObject({ ok: false, reason: 'unknown-state' });
    expect(transition(tiny, 'idle', null as never, ctx)).toMatchObject({ ok: false, reason: 'unknown-event' });
  });

  it('lists allowed events and events from a state', () => {
    expect(eventsFrom(tiny, 'busy')).toEqual(['finish', 'timeout']);
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
