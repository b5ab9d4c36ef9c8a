// The three hero cards of the Services page, their thresholds and buttons, and the Account Usage column of the
// service table ('x of y'; 'Coming soon' without create/update/delete audit activity and cost explorer usage).
import { ACTIVITY_REVIEW_DAYS, DAY_MS, RECOMMENDATION_WINDOW_DAYS } from './constants';
import type { DocTable } from './docTable';
import { DEFAULT_SETTINGS } from './settings';

export type HeroCardId = 'zombies' | 'excessPrivilege' | 'unusedServices';

export interface HeroCard {
  id: HeroCardId;
  title: string;
  finds: string;
  threshold: string;
  buttons: readonly [string, string];
  /** What the second button does. */
  does: string;
}

export const HERO_CARDS: Record<HeroCardId, HeroCard> = {
  zombies: {
    id: 'zombies',
    title: 'Zombies',
    finds: 'Identities unused for the Zombie Duration or longer',
    threshold: `Zombie Duration, ${DEFAULT_SETTINGS.zombieDurationDays} days by default`,
    buttons: ['Preview Changes', 'Quarantine'],
    does: 'Quarantine: every permission of the zombie is denied.',
  },
  excessPrivilege: {
    id: 'excessPrivilege',
    title: 'IAM excess privilege',
    finds: 'IAM users and roles with excessive privilege',
    threshold: `Excessive Privilege Threshold, ${DEFAULT_SETTINGS.excessivePrivilegeThresholdDays} days by default; recommendations from the last ${RECOMMENDATION_WINDOW_DAYS} days of use`,
    buttons: ['Preview Changes', 'Protect Identities'],
    does: 'Protect Identities: the identities at the scope are protected.',
  },
  unusedServices: {
    id: 'unusedServices',
    title: 'Unused Services',
    finds: `Services with no use in the ${ACTIVITY_REVIEW_DAYS}-day activity window`,
    threshold: `${ACTIVITY_REVIEW_DAYS} days of activity reviewed`,
    buttons: ['Preview Changes', 'Disable'],
    does: 'Disable: the service block is staged on the Pending Changes page; once deployed, every permission of the service is blocked, exempted identities included.',
  },
};

/** A service counts as unused when nothing used it within the activity window. */
export function isUnusedService(lastUsedAt: number | null, now: number): boolean {
  return lastUsedAt === null || now - lastUsedAt > ACTIVITY_REVIEW_DAYS * DAY_MS;
}

/** The Account Usage column: 'x of y' accounts, 'x of 1' at one account, or 'Coming soon' without usage data. */
export function accountUsageLabel(input: { used: number; accounts: number; hasUsageData: boolean }): string {
  if (!input.hasUsageData) return 'Coming soon';
  const accounts = Math.max(1, Math.floor(input.accounts));
  const used = Math.min(Math.max(0, Math.floor(input.used)), accounts);
  return `${used} of ${accounts}`;
}

export function heroCardsTable(ids: readonly HeroCardId[]): DocTable {
  return {
    caption: 'Hero cards',
    columns: ['Card', 'What it finds', 'Threshold', 'Buttons'],
    rows: ids.map((id) => HERO_CARDS[id]).map((c) => [c.title, c.finds, c.threshold, `${c.buttons.join(', ')}. ${c.does}`]),
    notes: ['Preview Changes shows the proposed changes before you act on them.'],
  };
}
