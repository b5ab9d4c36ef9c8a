// API tokens (expiry 2 hours to 30 days ahead, in seconds; deleted automatically at expiry) and identity mapping
// (pond_upn_replace_key: on when it names an existing, unused user field, off when '0').
import fc from 'fast-check';
import {
  advanceClock,
  apiTokenMachine as token,
  IDENTITY_MAPPING_KEY,
  IDENTITY_MAPPING_OFF,
  identityMappingMachine as mapping,
  SECOND_MS,
  start,
  transition,
  type FieldChoice,
} from '@/lib/domain';
import { arbCommand, eventFor, run } from './helpers';

describe('API token', () => {
  const generate = (expiresIn: unknown) => transition(token, 'none', { type: 'generate', expiresIn: expiresIn as number }, start(token, {}, 1_000).context);

  it('refuses an expiry of 7199 or 2592001 seconds with expiry-range', () => {
    for (const seconds of [7199, 2592001]) {
      const r = generate(seconds);
      expect(!r.ok && r.reason).toBe('expiry-range');
      expect(!r.ok && r.message).toMatch(/A token lives at (least 7200|most 2592000) seconds/);
    }
  });

  it('refuses an expiry that is not a whole number of seconds', () => {
    for (const junk of [undefined, 7200.5, '2h', Number.NaN, null]) expect(generate(junk).ok).toBe(false);
  });

  it('accepts 7200 and 2592000 seconds, and sets expireAt that far ahead', () => {
    for (const seconds of [7200, 2592000]) {
      const r = generate(seconds);
      expect(r.ok && r.state).toBe('active');
      expect(r.ok && r.context.expireAt).toBe(1_000 + seconds * SECOND_MS);
      expect(r.ok && r.notes.join(' ')).toMatch(/shown only now, at creation/);
    }
  });

  it('the expire timer deletes the token at expireAt, not before', () => {
    const r = generate(7200);
    if (!r.ok) throw new Error(r.message);
    const expireAt = r.context.expireAt ?? NaN;
    const before = advanceClock(token, r.state, r.context, expireAt - r.context.now - 1);
    expect(before.state).toBe('active');
    const at = advanceClock(token, r.state, r.context, expireAt - r.context.now);
    expect(at.state).toBe('expired');
    expect(at.fired).toEqual([{ event: 'expire', at: expireAt, state: 'expired', notes: [] }]);
    expect(at.context.expireAt).toBeNull();
    expect(token.states.expired.label).toMatch(/deleted/);
  });

  it('DeleteBulwarkUserToken deletes an active token; a new one can be generated after either end', () => {
    const r = generate(7200);
    if (!r.ok) throw new Error(r.message);
    const d = transition(token, r.state, { type: 'delete' }, r.context);
    expect(d.ok && d.state).toBe('deleted');
    expect(d.ok && d.context.expireAt).toBeNull();
    for (const state of ['deleted', 'expired'] as const) {
      expect(transition(token, state, { type: 'generate', expiresIn: 7200 }, start(token).context).ok).toBe(true);
    }
  });

  it('property: a token is generated for 2 hours to 30 days, and no active token outlives its expireAt', () => {
    fc.assert(
      fc.property(fc.array(arbCommand(token), { maxLength: 30 }), (commands) => {
        for (const s of run(token, {}, commands)) {
          if (s.after !== 'active') expect(s.context.expireAt).toBeNull();
          else expect(s.context.expireAt ?? -1).toBeGreaterThan(s.context.now);
          if (s.moves.some((move) => move.event === 'generate')) {
            const lifetime = (s.context.expireAt ?? 0) - s.context.now;
            expect(lifetime).toBeGreaterThanOrEqual(7200 * SECOND_MS);
            expect(lifetime).toBeLessThanOrEqual(2592000 * SECOND_MS);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('identity mapping', () => {
  const setField = (field: FieldChoice | undefined, from: 'off' | 'on' = 'off') =>
    transition(mapping, from, { type: 'setField', field }, start(mapping).context);

  it(`is off by default (${IDENTITY_MAPPING_KEY} is '${IDENTITY_MAPPING_OFF}')`, () => {
    expect(start(mapping).state).toBe('off');
    expect(mapping.states.off.description).toContain(`'0'`);
  });

  it('turns on for an existing, unused field; changes are picked up within 24 hours', () => {
    const r = setField('existingUnused');
    expect(r.ok && r.state).toBe('on');
    expect(r.ok && r.notes).toEqual(['The change is picked up within 24 hours.']);
    const off = transition(mapping, 'on', { type: 'setOff' }, start(mapping).context);
    expect(off.ok && off.state).toBe('off');
  });

  it('refuses a field already used, and a name that is not a field, from either state', () => {
    for (const from of ['off', 'on'] as const) {
      const used = setField('existingUsed', from);
      expect(!used.ok && used.reason).toBe('field-used');
      expect(!used.ok && used.message).toMatch(/unused identity store user field/);
      const notField = setField('notAField', from);
      expect(!notField.ok && notField.reason).toBe('not-a-field');
    }
  });

  it('refuses setting the key without naming a field', () => {
    const r = setField(undefined);
    expect(!r.ok && r.reason).toBe('not-a-field');
  });

  it('property: mapping is on only after an existing, unused field was named', () => {
    fc.assert(
      fc.property(fc.array(arbCommand(mapping), { maxLength: 20 }), (commands) => {
        for (const s of run(mapping, {}, commands)) {
          if (s.command.kind !== 'event' || s.command.type !== 'setField') continue;
          expect(s.ok).toBe(eventFor(mapping, s.command).field === 'existingUnused');
          if (s.ok) expect(s.after).toBe('on');
        }
      }),
      { numRuns: 200 },
    );
  });
});
