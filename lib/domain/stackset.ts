// Deleting the collector stack: while stack instances of suspended accounts remain (status SKIPPED_SUSPENDED_ACCOUNT)
// deleting the StackSet fails with 409 "StackSet is not empty"; delete those instances by hand with the settings below,
// then delete the main stack again.
import { STACKSET_FAILURE_TOLERANCE_PERCENT, STACKSET_MAX_CONCURRENT_PERCENT, STACKSET_NOT_EMPTY_STATUS } from './constants';
import type { DocTable } from './docTable';

export const SKIPPED_SUSPENDED_ACCOUNT = 'SKIPPED_SUSPENDED_ACCOUNT';

export interface ManualDeletionSettings {
  allRegions: boolean;
  maxConcurrentPercent: number;
  failureTolerancePercent: number;
  retainStacks: boolean;
  parallelRegions: boolean;
}

export const MANUAL_FIX: ManualDeletionSettings = {
  allRegions: true,
  maxConcurrentPercent: STACKSET_MAX_CONCURRENT_PERCENT,
  failureTolerancePercent: STACKSET_FAILURE_TOLERANCE_PERCENT,
  retainStacks: true,
  parallelRegions: true,
};

/** The settings that differ from the manual fix, in words; empty when they match. */
export function settingProblems(s: ManualDeletionSettings): string[] {
  const out: string[] = [];
  if (!s.allRegions) out.push('Choose all regions.');
  if (s.maxConcurrentPercent !== MANUAL_FIX.maxConcurrentPercent) out.push(`Set maximum concurrent accounts to ${MANUAL_FIX.maxConcurrentPercent} percent.`);
  if (s.failureTolerancePercent !== MANUAL_FIX.failureTolerancePercent) out.push(`Set failure tolerance to ${MANUAL_FIX.failureTolerancePercent} percent.`);
  if (!s.retainStacks) out.push('Enable retain stacks.');
  if (!s.parallelRegions) out.push('Deploy to regions in parallel.');
  return out;
}

export type DeletionResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Deleting the main stack while suspended accounts' instances remain. */
export function deleteMainStack(suspendedInstances: number): DeletionResult {
  return suspendedInstances > 0
    ? {
        ok: false,
        status: STACKSET_NOT_EMPTY_STATUS,
        message: `${STACKSET_NOT_EMPTY_STATUS}: StackSet is not empty. ${suspendedInstances} stack instance${suspendedInstances === 1 ? '' : 's'} of suspended accounts remain (${SKIPPED_SUSPENDED_ACCOUNT}).`,
      }
    : { ok: true, message: 'The main stack is deleted.' };
}

export function manualFixTable(): DocTable {
  return {
    caption: `Deleting the stack instances of suspended accounts (after ${STACKSET_NOT_EMPTY_STATUS} "StackSet is not empty")`,
    columns: ['Setting', 'Value'],
    rows: [
      ['Regions', 'All regions'],
      ['Maximum concurrent accounts', `${MANUAL_FIX.maxConcurrentPercent} percent`],
      ['Failure tolerance', `${MANUAL_FIX.failureTolerancePercent} percent`],
      ['Retain stacks', 'Enabled'],
      ['Region order', 'Parallel'],
    ],
    notes: ['Then delete the main stack again.'],
  };
}
