// The Detailed Audit Log of the Reporting page: Action, Actioned By, Scope and Date, filtered by a time range, and
// the message of an automatic revocation.
import { DAY_MS, HOUR_MS } from './constants';
import type { DocTable } from './docTable';

export const AUDIT_ACTIONS: readonly { action: string; meaning: string }[] = [
  { action: 'CreateControlMapping', meaning: 'A control was created' },
  { action: 'DeleteControlMapping', meaning: 'A control was deleted' },
  { action: 'AddExceptionIdentity', meaning: 'An identity was exempted' },
  { action: 'RemoveExceptionIdentity', meaning: 'An exemption was removed' },
  { action: 'SubmitControls', meaning: 'Changes were submitted' },
];

export interface AuditEntry {
  action: string;
  actionedBy: string;
  scope: string;
  /** ms since the epoch */
  date: number;
}

export type TimeRange = '24h' | '7d' | '30d' | 'all';

export const TIME_RANGES: Record<TimeRange, { label: string; ms: number }> = {
  '24h': { label: 'Last 24 hours', ms: 24 * HOUR_MS },
  '7d': { label: 'Last 7 days', ms: 7 * DAY_MS },
  '30d': { label: 'Last 30 days', ms: 30 * DAY_MS },
  all: { label: 'All time', ms: Infinity },
};

/** Entries at or after now minus the range, newest first. */
export function filterAuditLog(entries: readonly AuditEntry[], range: TimeRange, now: number): AuditEntry[] {
  const from = now - TIME_RANGES[range].ms;
  return entries.filter((e) => e.date >= from && e.date <= now).sort((a, b) => b.date - a.date);
}

/** Example entries around a fixed moment, so the page is the same on every build. */
export const EXAMPLE_NOW = Date.UTC(2025, 5, 30, 12);
export const EXAMPLE_AUDIT_LOG: readonly AuditEntry[] = [
  { action: 'SubmitControls', actionedBy: 'admin@example.com', scope: 'aws/example-org', date: EXAMPLE_NOW - 2 * HOUR_MS },
  { action: 'AddExceptionIdentity', actionedBy: 'admin@example.com', scope: 'aws/example-org/ou-apps', date: EXAMPLE_NOW - 20 * HOUR_MS },
  { action: 'CreateControlMapping', actionedBy: 'secops@example.com', scope: 'aws/example-org/ou-apps', date: EXAMPLE_NOW - 3 * DAY_MS },
  { action: 'RemoveExceptionIdentity', actionedBy: 'secops@example.com', scope: 'aws/example-org/ou-data', date: EXAMPLE_NOW - 12 * DAY_MS },
  { action: 'DeleteControlMapping', actionedBy: 'admin@example.com', scope: 'aws/example-org', date: EXAMPLE_NOW - 45 * DAY_MS },
];

export function auditActionsTable(): DocTable {
  return {
    caption: 'Actions in the Detailed Audit Log',
    columns: ['Action', 'What happened'],
    rows: AUDIT_ACTIONS.map((a) => [a.action, a.meaning]),
    notes: ['Each entry shows Action, Actioned By, Scope and Date; the time-range filter is at the top right.'],
  };
}
