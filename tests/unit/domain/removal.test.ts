// Removing the firewall and getting the controls back: the word undo, the staged removal kept for a redeploy, and the
// two recoveries (Submit all # Changes after a removal from the app, Resubmit Existing Controls after an emergency stop).
import fc from 'fast-check';
import { removalMachine as m, REMOVAL_WORD, start, transition, type RemovalContext, type RemovalEvent, type RemovalState } from '@/lib/domain';
import { arbCommand, driver, run } from './helpers';

type Snap = { state: RemovalState; context: RemovalContext };
const { fire } = driver(m);
const reason = (s: Snap, e: RemovalEvent) => {
  const r = transition(m, s.state, e, s.context);
  return r.ok ? null : r.reason;
};

describe('removing the firewall', () => {
  it('needs the typed word undo; anything else is refused with needs-undo and removes nothing', () => {
    expect(REMOVAL_WORD).toBe('undo');
    for (const message of [undefined, '', 'yes', 'undo all', 'und', ' undo ', 'UNDO']) {
      expect(reason(start(m), { type: 'undoAll', message })).toBe('needs-undo');
    }
    const r = transition(m, 'deployed', { type: 'undoAll', message: 'no' }, start(m).context);
    expect(!r.ok && r.message).toMatch(/Type the word undo/);
  });

  it('with undo typed, stages the removal as pending changes kept for a redeploy', () => {
    const r = transition(m, 'deployed', { type: 'undoAll', message: 'undo' }, start(m).context);
    expect(r.ok && r.state).toBe('removalStaged');
    expect(m.states.removalStaged.pending).toBe(true);
    expect(r.ok && r.notes.join(' ')).toMatch(/pending changes, kept for a redeploy/);
  });

  it('recovers after a removal from the app with Submit all # Changes, then a deploy', () => {
    const staged = fire(start(m), { type: 'undoAll', message: 'undo' });
    const downloaded = fire(staged, { type: 'submitAll' });
    expect(downloaded.state).toBe('templateDownloaded');
    expect(reason(staged, { type: 'resubmitExisting' })).toBe('not-allowed');
    expect(fire(downloaded, { type: 'deploy' }).state).toBe('deployed');
  });

  it('recovers after an emergency stop with Resubmit Existing Controls, and claims nothing after it', () => {
    const stopped = fire(start(m), { type: 'emergencyStop' });
    expect(reason(stopped, { type: 'submitAll' })).toBe('not-allowed');
    const resubmitted = fire(stopped, { type: 'resubmitExisting' });
    expect(resubmitted.state).toBe('resubmitted');
    expect(m.transitions.filter((t) => t.from.includes('resubmitted'))).toEqual([]);
  });

  it('offers Resubmit Existing Controls only after an emergency stop, in the data', () => {
    const resubmit = m.transitions.filter((t) => t.event === 'resubmitExisting');
    expect(resubmit.flatMap((t) => t.from)).toEqual(['emergencyStopped']);
    expect(m.transitions.filter((t) => t.to === 'emergencyStopped').map((t) => t.event)).toEqual(['emergencyStop']);
    expect(m.transitions.filter((t) => t.to === 'removalStaged').map((t) => t.event)).toEqual(['undoAll']);
  });
});

describe('removal properties', () => {
  it('the removal is staged only with undo typed; Resubmit Existing Controls happens only after an emergency stop', () => {
    fc.assert(
      fc.property(fc.array(arbCommand(m), { maxLength: 30 }), (commands) => {
        let lastEntry: string | null = null;
        for (const s of run(m, {}, commands)) {
          const cmd = s.command;
          if (cmd.kind === 'event' && cmd.type === 'undoAll' && s.before === 'deployed') {
            expect(s.ok).toBe(cmd.message === 'undo');
            expect(s.after).toBe(s.ok ? 'removalStaged' : 'deployed');
            if (!s.ok) expect(s.reason).toBe('needs-undo');
          }
          for (const move of s.moves) {
            if (move.event === 'resubmitExisting') expect(lastEntry).toBe('emergencyStop');
            if (move.to !== move.from) lastEntry = move.event;
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
