// An exemption's revocation (the Exemption List's Revoke Access, the Excessive Privilege Threshold, the nightly check,
// root-scope global exemptions) and the deletion of the collector stack past "StackSet is not empty" (409).
import {
  advanceClock,
  collectorStackMachine as stack,
  DAY_MS,
  exemptionRevocationMachine as exemption,
  HOUR_MS,
  INSTANCE_DELETION_SETTINGS,
  revocationMessage,
  start,
  transition,
  type CollectorStackEventType,
} from '@/lib/domain';

describe('exemption revocation', () => {
  it('passes the 90-day threshold, then the nightly check revokes it within 24 hours, with the docs’ message', () => {
    const s = start(exemption);
    const early = advanceClock(exemption, s.state, s.context, 90 * DAY_MS - 1);
    expect(early.state).toBe('active');
    const passed = advanceClock(exemption, early.state, early.context, 1);
    expect(passed.state).toBe('unused');
    const before = advanceClock(exemption, passed.state, passed.context, 24 * HOUR_MS - 1);
    expect(before.state).toBe('unused');
    const done = advanceClock(exemption, before.state, before.context, 1);
    expect(done.state).toBe('revoked');
    expect(done.fired[0].notes.join(' ')).toContain(
      'the exemption for identity {name} on {service} in {account} has been revoked due to 90 days of inactivity',
    );
  });

  it('never revokes a global exemption at the root scope automatically', () => {
    const s = start(exemption, { exemption: 'rootGlobal' });
    expect(advanceClock(exemption, s.state, s.context, 1000 * DAY_MS).state).toBe('active');
  });

  it('Revoke Access revokes one by hand, before or after the threshold', () => {
    const s = start(exemption);
    expect(transition(exemption, 'active', { type: 'revokeAccess' }, s.context)).toMatchObject({ ok: true, state: 'revokedByHand' });
    expect(transition(exemption, 'unused', { type: 'revokeAccess' }, s.context)).toMatchObject({ ok: true, state: 'revokedByHand' });
  });

  it('writes the message with {N} in the text version and the days in the simulation', () => {
    expect(exemption.states.revoked.description).toContain(revocationMessage('{N}'));
    expect(revocationMessage(90)).toMatch(/due to 90 days of inactivity$/);
  });
});

describe('deleting the collector stack', () => {
  const walk = (events: CollectorStackEventType[]) =>
    events
      .map((type) => ({ type }))
      .reduce(
        (snap, ev) => {
          const r = transition(stack, snap.state, ev, snap.context);
          if (!r.ok) throw new Error(r.message);
          return { state: r.state, context: r.context, notes: r.notes };
        },
        { ...start(stack), notes: [] as string[] },
      );

  it('fails with 409 "StackSet is not empty", then the left-over instances, then the main stack again', () => {
    const failed = walk(['deleteMainStack']);
    expect(failed.state).toBe('notEmpty');
    expect(failed.notes.join(' ')).toMatch(/Status code 409: "StackSet is not empty"/);
    expect(failed.notes.join(' ')).toMatch(/SKIPPED_SUSPENDED_ACCOUNT/);
    expect(walk(['deleteMainStack', 'deleteInstances']).state).toBe('instancesDeleted');
    expect(walk(['deleteMainStack', 'deleteInstances', 'deleteMainStack']).state).toBe('deleted');
  });

  it('deletes the instances with the docs’ settings, and offers no step the docs do not give', () => {
    expect(INSTANCE_DELETION_SETTINGS).toEqual([
      'Regions: all regions',
      'Maximum concurrent accounts: 100 percent',
      'Failure tolerance: 100 percent',
      'Retain stacks: enabled',
      'Region order: parallel',
    ]);
    expect(walk(['deleteMainStack', 'deleteInstances']).notes.join(' ')).toContain(INSTANCE_DELETION_SETTINGS.join('; '));
    // Deleting the main stack again before the instances are gone is not described: there is no such step.
    const failed = walk(['deleteMainStack']);
    expect(transition(stack, failed.state, { type: 'deleteMainStack' }, failed.context).ok).toBe(false);
  });
});
