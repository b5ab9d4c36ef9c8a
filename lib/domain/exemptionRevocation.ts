// An exemption's life on the Exemption List: unused past the Excessive Privilege Threshold (90 days by default), it is
// found by the nightly check and revoked up to 24 hours later with the spec's message; a global exemption at the root
// scope is never revoked automatically; Revoke Access in the row's three-dots menu revokes one by hand. The clock
// starts at the exemption's last use: how use is counted is not given, so the model has no step for it.
import { DAY_MS, NIGHTLY_CHECK_MAX_MS } from './constants';
import { scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';
import { DEFAULT_SETTINGS } from './settings';

export type ExemptionRevocationState = 'active' | 'unused' | 'revoked' | 'revokedByHand';
export type ExemptionRevocationEventType = 'thresholdPasses' | 'nightlyCheck' | 'revokeAccess';

export interface ExemptionRevocationEvent {
  type: ExemptionRevocationEventType;
}

export interface ExemptionRevocationContext extends Clocked {
  /** A global exemption at the root scope: never revoked automatically. */
  rootGlobal: boolean;
  thresholdDays: number;
  /** When the exemption was last used (the clock's start). */
  lastUsedAt: number;
  /** When it passed the threshold, once it has. */
  passedAt: number | null;
}

/** The message of an automatic revocation, as the docs give it, with the threshold's days for {N}. */
export function revocationMessage(days: number | '{N}'): string {
  return `the exemption for identity {name} on {service} in {account} has been revoked due to ${days} days of inactivity`;
}

export const EXEMPTION_SCOPE_PARAM: ScenarioParam = { key: 'exemption', values: ['belowRoot', 'rootGlobal'] };

export const exemptionRevocationMachine: Machine<ExemptionRevocationState, ExemptionRevocationEventType, ExemptionRevocationContext, ExemptionRevocationEvent> =
  {
    id: 'exemptionRevocation',
    title: 'An exemption and its revocation',
    subject: 'the exemption',
    description:
      'An exemption on the Exemption List. Automatically Revoke Exemptions revokes one left unused past the Excessive Privilege Threshold; Revoke Access revokes one by hand.',
    initial: 'active',
    states: {
      active: {
        label: 'Exempt',
        description:
          'The exemption is on the Exemption List. With Automatically Revoke Exemptions on, it is revoked once it goes unused past the Excessive Privilege Threshold (90 days by default), unless it is a global exemption at the root scope.',
      },
      unused: {
        label: 'Unused past the threshold',
        description: 'Unused for longer than the Excessive Privilege Threshold. The nightly check revokes it up to 24 hours later.',
      },
      revoked: {
        label: 'Revoked automatically',
        description: `Revoked with the message: "${revocationMessage('{N}')}".`,
        terminal: true,
      },
      revokedByHand: {
        label: 'Revoked with Revoke Access',
        description: 'Revoke Access was chosen in the row’s three-dots menu on the Exemption List.',
        terminal: true,
      },
    },
    events: {
      thresholdPasses: {
        label: 'Threshold passes',
        description: 'The exemption stays unused for the Excessive Privilege Threshold (90 days by default).',
        timer: true,
      },
      nightlyCheck: {
        label: 'Nightly check',
        description: 'The nightly check revokes an exemption unused past the threshold, up to 24 hours after it passes.',
        timer: true,
      },
      revokeAccess: { label: 'Revoke Access', description: 'The three-dots menu of the exemption’s row on the Exemption List.' },
    },
    transitions: [
      {
        from: ['active'],
        event: 'thresholdPasses',
        to: 'unused',
        edgeLabel: '90 days',
        due: (ctx) => (ctx.rootGlobal ? null : ctx.lastUsedAt + ctx.thresholdDays * DAY_MS),
        apply: (ctx) => ({ context: { ...ctx, passedAt: ctx.now }, notes: [`Unused for ${ctx.thresholdDays} days: past the Excessive Privilege Threshold.`] }),
      },
      {
        from: ['unused'],
        event: 'nightlyCheck',
        to: 'revoked',
        edgeLabel: 'within 24 h',
        due: (ctx) => (ctx.passedAt === null ? null : ctx.passedAt + NIGHTLY_CHECK_MAX_MS),
        apply: (ctx) => ({ notes: ['The nightly check revoked the exemption.', `The message: "${revocationMessage(ctx.thresholdDays)}".`] }),
      },
      { from: ['active', 'unused'], event: 'revokeAccess', to: 'revokedByHand', apply: () => ({ notes: ['The exemption is revoked.'] }) },
    ],
    leavesBy: { revoked: [], revokedByHand: [] },
    scenario: [EXEMPTION_SCOPE_PARAM],
    createContext: (params, now = 0) => ({
      now,
      rootGlobal: scenarioValue(params, EXEMPTION_SCOPE_PARAM) === 'rootGlobal',
      thresholdDays: DEFAULT_SETTINGS.excessivePrivilegeThresholdDays,
      lastUsedAt: now,
      passedAt: null,
    }),
  };
