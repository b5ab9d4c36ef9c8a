// The diagrams as they were before they were redrawn (issue 31; the export of commit 22f2ce4, measured by
// tests/browser/diagram-rules.test.ts), as limits for the drawing now: no diagram crosses lines more than it did (the
// Pending Changes flow once at most, whatever it did before), and one that a phone drew in its column still fits it.
// Shared by the layout's unit test and the browser check of the export.
import type { MachineId } from '@/lib/domain/machine';

export const CROSSINGS_BEFORE: Record<MachineId, number> = {
  podRequest: 0,
  service: 0,
  region: 0,
  thirdParty: 1,
  quarantine: 0,
  changes: 0,
  removal: 0,
  onboarding: 0,
  teamsRegistration: 0,
  identityMapping: 0,
  apiToken: 0,
  exemptionRevocation: 0,
  collectorStack: 0,
};

/** The most crossings a machine's diagram may have: never more than before, and at most one for the change flow. */
export function crossingLimit(id: MachineId): number {
  return id === 'changes' ? Math.min(1, CROSSINGS_BEFORE[id]) : CROSSINGS_BEFORE[id];
}

/** The most segments one line of any diagram may have (a reader follows it round two corners). */
export const MAX_LINE_SEGMENTS = 5;

/**
 * The machines whose graph a 390 px phone drew in its column (graphFit 320) rather than in the stepper: it still
 * does.
 */
export const PHONE_COLUMN_BEFORE: readonly MachineId[] = [
  'region',
  'onboarding',
  'teamsRegistration',
  'identityMapping',
  'apiToken',
  'exemptionRevocation',
  'collectorStack',
];
