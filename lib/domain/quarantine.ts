// Zombies and quarantine. An identity unused for the Zombie Duration (90 days by default) is a zombie; a quarantined
// zombie has every permission denied. Removing it from the Quarantine List takes effect in about 30 seconds, and an
// identity that stays unused reappears as a zombie. A quarantined zombie that acts is blocked: a person gets a
// justification request, a machine identity's request goes to the approvers.
import { DAY_MS, PROPAGATION_APPROX_MS } from './constants';
import { scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';
import { formatDuration } from './runner';
import { DEFAULT_SETTINGS } from './settings';

export type QuarantineState = 'active' | 'zombie' | 'quarantined' | 'released';
export type QuarantineEventType = 'becomeZombie' | 'quarantine' | 'act' | 'removeFromQuarantine' | 'stayUnused';

export interface QuarantineEvent {
  type: QuarantineEventType;
}

export interface QuarantineContext extends Clocked {
  identity: 'human' | 'machine';
  zombieDurationDays: number;
  lastUsedAt: number;
}

/** True when an identity last used at `lastUsedAt` counts as a zombie at `now`. */
export function isZombie(lastUsedAt: number, now: number, zombieDurationDays = DEFAULT_SETTINGS.zombieDurationDays): boolean {
  return now - lastUsedAt >= zombieDurationDays * DAY_MS;
}

export const QUARANTINE_IDENTITY_PARAM: ScenarioParam = { key: 'identity', values: ['human', 'machine'] };

export const quarantineMachine: Machine<QuarantineState, QuarantineEventType, QuarantineContext, QuarantineEvent> = {
  id: 'quarantine',
  title: 'Zombie identity and quarantine',
  subject: 'the identity',
  description: 'How an unused identity becomes a zombie, is quarantined, and leaves the quarantine again.',
  initial: 'active',
  states: {
    active: { label: 'In use', description: 'The identity has been used within the Zombie Duration (90 days by default).' },
    zombie: { label: 'Zombie', description: 'The identity has been unused for 90 days or more (the Zombie Duration).' },
    quarantined: { label: 'Quarantined', description: 'All permissions of the zombie are denied.' },
    released: {
      label: 'Removed from quarantine',
      description: 'Removed with the trash icon in the Quarantine List; the removal takes effect in about 30 seconds.',
    },
  },
  events: {
    becomeZombie: { label: 'Zombie Duration passes', description: 'The identity stays unused for the Zombie Duration (90 days by default).', timer: true },
    quarantine: { label: 'Quarantine', description: 'The zombie is quarantined: all its permissions are denied.' },
    act: { label: 'Zombie acts', description: 'The quarantined zombie tries an action and is blocked.' },
    removeFromQuarantine: { label: 'Remove from quarantine', description: 'The trash icon in the Quarantine List; it takes effect in about 30 seconds.' },
    stayUnused: { label: 'Stays unused', description: 'The identity stays unused, so it reappears as a zombie.' },
  },
  transitions: [
    {
      from: ['active'],
      event: 'becomeZombie',
      to: 'zombie',
      edgeLabel: '90 days',
      due: (ctx) => ctx.lastUsedAt + ctx.zombieDurationDays * DAY_MS,
      apply: (ctx) => ({ notes: [`Unused for ${ctx.zombieDurationDays} days: the identity is a zombie.`] }),
    },
    { from: ['zombie'], event: 'quarantine', to: 'quarantined', apply: () => ({ notes: ['All permissions of the identity are denied.'] }) },
    {
      from: ['quarantined'],
      event: 'act',
      to: 'quarantined',
      apply: (ctx) => ({
        notes: [
          'The action is blocked.',
          ctx.identity === 'human' ? 'The person gets a justification request.' : 'The machine identity’s request goes to the approvers.',
        ],
      }),
    },
    {
      from: ['quarantined'],
      event: 'removeFromQuarantine',
      to: 'released',
      apply: () => ({ notes: [`The removal takes effect in about ${formatDuration(PROPAGATION_APPROX_MS)}.`] }),
    },
    { from: ['released'], event: 'stayUnused', to: 'zombie', apply: () => ({ notes: ['Still unused: the identity reappears as a zombie.'] }) },
  ],
  scenario: [QUARANTINE_IDENTITY_PARAM],
  createContext: (params, now = 0) => ({
    now,
    identity: scenarioValue(params, QUARANTINE_IDENTITY_PARAM) === 'machine' ? 'machine' : 'human',
    zombieDurationDays: DEFAULT_SETTINGS.zombieDurationDays,
    lastUsedAt: now,
  }),
};
