// Zombies and quarantine. An identity unused for the Zombie Duration (90 days by default) is a zombie; a quarantined
// zombie has every permission denied. Removing it from the Quarantine List takes effect in about 30 seconds, and an
// identity that stays unused shows up as a zombie again. A quarantined zombie that acts is blocked: a person is
// asked for a justification, a machine identity's request goes to the approvers.
import { DAY_MS, PROPAGATION_APPROX_MS } from './constants';
import { scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';
import { formatDuration } from './runner';
import { DEFAULT_SETTINGS } from './settings';

export type QuarantineState = 'active' | 'zombie' | 'quarantined' | 'released';
export type QuarantineEventType = 'use' | 'becomeZombie' | 'quarantine' | 'act' | 'removeFromQuarantine' | 'stillUnused';

export interface QuarantineEvent {
  type: QuarantineEventType;
}

export interface QuarantineContext extends Clocked {
  identity: 'human' | 'machine';
  /** Exempt from Zombie Detection (possible for IAM users and roles). */
  zombieDetectionExempt: boolean;
  zombieDurationDays: number;
  lastUsedAt: number;
}


/** A person or a machine identity. */
/** True when an identity last used at `lastUsedAt` counts as a zombie at `now`. */
export function isZombie(lastUsedAt: number, now: number, zombieDurationDays = DEFAULT_SETTINGS.zombieDurationDays): boolean {
  return now - lastUsedAt >= zombieDurationDays * DAY_MS;
}

export const QUARANTINE_IDENTITY_PARAM: ScenarioParam = { key: 'identity', values: ['human', 'machine'] };
/** Whether the identity has a Zombie Detection exemption. */
export const ZOMBIE_EXEMPT_PARAM: ScenarioParam = { key: 'exempt', values: ['no', 'yes'] };

export const quarantineMachine: Machine<QuarantineState, QuarantineEventType, QuarantineContext, QuarantineEvent> = {
  id: 'quarantine',
  title: 'Zombie identity and quarantine',
  subject: 'the identity',
  description:
    'How an unused identity becomes a zombie, is quarantined, and leaves the quarantine again.',
  initial: 'active',
  states: {
    active: {
      label: 'In use',
      description: 'The identity has been used within the Zombie Duration.',
    },
    zombie: {
      label: 'Zombie',
      description: 'The identity has not been used for the Zombie Duration (90 days by default) or longer.',
    },
    quarantined: {
      label: 'Quarantined',
      description: 'Every permission of the zombie is denied. If it acts, it is blocked and a request is raised.',
    },
    released: {
      label: 'Removed from quarantine',
      description:
        'Removed with the trash icon in the Quarantine List; the removal takes effect in about 30 seconds. Still unused, it shows up as a zombie again.',
    },
  },
  events: {
    use: {
      label: 'Use the identity',
      description: 'The identity performs an action, which makes it active again.',
    },
    becomeZombie: {
      label: 'Zombie Duration passes',
      description: 'The identity stays unused for the Zombie Duration (90 days by default).',
      timer: true,
    },
    quarantine: {
      label: 'Quarantine',
      description: 'The zombie is quarantined (from the Zombies hero card or the API): all its permissions are denied.',
    },
    act: {
      label: 'Zombie acts',
      description:
        'The quarantined zombie tries an action and is blocked: a person is asked for a justification; a machine identity’s request goes to the approvers.',
    },
    removeFromQuarantine: {
      label: 'Remove from quarantine',
      description: 'The trash icon in the Quarantine List; takes effect in about 30 seconds.',
    },
    stillUnused: {
      label: 'Stays unused',
      description: 'The identity is still not used, so it shows up as a zombie again.',
    },
  },
  transitions: [
    {
      from: ['active', 'zombie', 'released'],
      event: 'use',
      to: 'active',
      apply: (ctx) => ({ context: { ...ctx, lastUsedAt: ctx.now }, notes: ['The identity was used just now.'] }),
    },
    {
      from: ['active'],
      event: 'becomeZombie',
      to: 'zombie',
      edgeLabel: '90 days',
      due: (ctx) => (ctx.zombieDetectionExempt ? null : ctx.lastUsedAt + ctx.zombieDurationDays * DAY_MS),
      apply: (ctx) => ({
        notes: [`Unused for ${ctx.zombieDurationDays} days: the identity is now a zombie.`],
      }),
    },
    {
      from: ['zombie'],
      event: 'quarantine',
      to: 'quarantined',
      apply: () => ({ notes: ['All permissions of the identity are denied.'] }),
    },
    {
      from: ['quarantined'],
      event: 'act',
      to: 'quarantined',
      apply: (ctx) => ({
        notes: [
          'The action is blocked.',
          ctx.identity === 'human'
            ? 'The person gets a justification request.'
            : 'The request goes to the approvers (machine identities skip the justification step).',
        ],
      }),
    },
    {
      from: ['quarantined'],
      event: 'removeFromQuarantine',
      to: 'released',
      apply: () => ({
        notes: [`The removal takes effect in about ${formatDuration(PROPAGATION_APPROX_MS)}.`],
      }),
    },
    {
      from: ['released'],
      event: 'stillUnused',
      to: 'zombie',
      guard: (ctx) =>
        ctx.zombieDetectionExempt
          ? { reason: 'exempt', message: 'The identity is exempt from Zombie Detection, so it is not reported as a zombie.' }
          : null,
      apply: () => ({ notes: ['Still unused: the identity is a zombie again.'] }),
    },
  ],
  scenario: [QUARANTINE_IDENTITY_PARAM, ZOMBIE_EXEMPT_PARAM],
  createContext: (params, now = 0) => ({
    now,
    identity: scenarioValue(params, QUARANTINE_IDENTITY_PARAM) === 'machine' ? 'machine' : 'human',
    zombieDetectionExempt: scenarioValue(params, ZOMBIE_EXEMPT_PARAM) === 'yes',
    zombieDurationDays: DEFAULT_SETTINGS.zombieDurationDays,
    lastUsedAt: now,
  }),
};
