// Removing the firewall and getting the controls back: the word undo, the removal from the app staged as pending changes
// kept for a redeploy, and the two recoveries (Submit all # Changes after a removal from the app, Resubmit Existing
// Controls after an emergency stop). An emergency stop is where a simulation may start, never a step.
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

  it('with undo typed, removes it from the app; the rolled-back changes are pending changes kept for a redeploy', () => {
    const r = transition(m, 'deployed', { type: 'undoAll', message: 'undo' }, start(m).context);
    expect(r.ok && r.state).toBe('removedFromApp');
    expect(m.states.removedFromApp.label).toBe('Removed from the app');
    expect(r.ok && r.notes.join(' ')).toMatch(/pending changes again, kept for a redeploy/);
  });

  it('claims nothing the docs do not give about the removal: no "(pending)" mark, no deploy step after Undo All', () => {
    expect(m.states.removedFromApp.pending).toBeFalsy();
    expect(m.transitions.filter((t) => t.from.includes('removedFromApp')).map((t) => t.event)).toEqual(['submitAll']);
  });

  it('recovers after a removal from the app with Submit all # Changes, then a deploy', () => {
    const removed = fire(start(m), { type: 'undoAll', message: 'undo' });
    const downloaded = fire(removed, { type: 'submitAll' });
    expect(downloaded.state).toBe('templateDownloaded');
    expect(reason(removed, { type: 'resubmitExisting' })).toBe('not-allowed');
    expect(fire(downloaded, { type: 'deploy' }).state).toBe('deployed');
  });

  it('starts after an emergency stop only by the scenario, and recovers with Resubmit Existing Controls', () => {
    expect(Object.keys(m.events)).not.toContain('emergencyStop');
    expect(m.transitions.filter((t) => t.to === 'emergencyStopped')).toEqual([]);
    const stopped = start(m, { start: 'afterEmergencyStop' });
    expect(stopped.state).toBe('emergencyStopped');
    expect(reason(stopped, { type: 'submitAll' })).toBe('not-allowed');
    const resubmitted = fire(stopped, { type: 'resubmitExisting' });
    expect(resubmitted.state).toBe('resubmitted');
    expect(m.transitions.filter((t) => t.from.includes('resubmitted'))).toEqual([]);
  });

  it('offers Resubmit Existing Controls only after an emergency stop, in the data', () => {
    const resubmit = m.transitions.filter((t) => t.event === 'resubmitExisting');
    expect(resubmit.flatMap((t) => t.from)).toEqual(['emergencyStopped']);
    expect(m.transitions.filter((t) => t.to === 'removedFromApp').map((t) => t.event)).toEqual(['undoAll']);
  });
});

describe('removal properties', () => {
  it('the removal happens only with undo typed; Resubmit Existing Controls only in a run that starts after an emergency stop', () => {
    fc.assert(
      fc.property(fc.constantFrom('controlsDeployed', 'afterEmergencyStop'), fc.array(arbCommand(m), { maxLength: 30 }), (startAt, commands) => {
        for (const s of run(m, { start: startAt }, commands)) {
          const cmd = s.command;
          if (cmd.kind === 'event' && cmd.type === 'undoAll' && s.before === 'deployed') {
            expect(s.ok).toBe(cmd.message === 'undo');
            expect(s.after).toBe(s.ok ? 'removedFromApp' : 'deployed');
            if (!s.ok) expect(s.reason).toBe('needs-undo');
          }
          for (const move of s.moves) if (move.event === 'resubmitExisting') expect(startAt).toBe('afterEmergencyStop');
        }
      }),
      { numRuns: 300 },
    );
  });
});
