// Automatic revocation of unused exemptions: a nightly check revokes an exemption unused for the Excessive
// Privilege Threshold (90 days by default) and says so in the documented message; root-scope exemptions stay.
import { DAY_MS } from './constants';
import { parseScope } from './scope';
import { DEFAULT_SETTINGS } from './settings';

export function revocationMessage(identityName: string, service: string, account: string, days: number): string {
  return `the exemption for identity ${identityName} on ${service} in ${account} has been revoked due to ${days} days of inactivity`;
}

export interface RevocationInput {
  identityName: string;
  service: string;
  account: string;
  /** Scope of the exemption; at the root scope it is never revoked automatically. */
  scope: string;
  lastUsedAt: number;
  /** Time of the nightly check. */
  checkAt: number;
  /** The Automatically Revoke Exemptions setting (the spec states no default, so it must be given). */
  enabled: boolean;
  thresholdDays?: number;
}

export type RevocationResult = { revoke: false; why: string } | { revoke: true; message: string };

/** The nightly check for one exemption. */
export function checkRevocation(input: RevocationInput): RevocationResult {
  const days = input.thresholdDays ?? DEFAULT_SETTINGS.excessivePrivilegeThresholdDays;
  if (!input.enabled) return { revoke: false, why: 'Automatically Revoke Exemptions is off.' };
  const scope = parseScope(input.scope);
  if (scope.ok && scope.level === 'root') {
    return { revoke: false, why: 'Exemptions at the root scope (global exemptions) are never revoked automatically.' };
  }
  if (input.checkAt - input.lastUsedAt < days * DAY_MS) {
    return { revoke: false, why: `Used within the last ${days} days.` };
  }
  return { revoke: true, message: revocationMessage(input.identityName, input.service, input.account, days) };
}


/** Example exemptions for the tester, built on the two patterns the docs mention (root wildcard, stack-set roles). */
