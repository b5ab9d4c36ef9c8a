// The firewall domain model: pure TypeScript (no React, no I/O, time passed in as ms). The diagrams, the reference
// tables and the tests all read these objects, so the docs show the behaviour the tests prove.
import { changesMachine } from './changes';
import type { AnyMachine, MachineId } from './machine';
import { podRequestMachine } from './podRequest';
import { quarantineMachine } from './quarantine';
import { regionMachine } from './region';
import { serviceMachine } from './service';
import { thirdPartyMachine } from './thirdParty';

export * from './constants';
export * from './machine';
export * from './runner';
export * from './scope';
export * from './settings';
export * from './roles';
export * from './regionData';
export * from './podRequestRules';
export * from './podRequest';
export * from './service';
export * from './region';
export * from './thirdParty';
export * from './quarantine';
export * from './exemptionTypes';
export * from './arn';
export * from './exemptions';
export * from './revocation';
export * from './changeSet';
export * from './template';
export * from './changes';
export * from './validators';

export const machines: Record<MachineId, AnyMachine> = {
  podRequest: podRequestMachine,
  service: serviceMachine,
  region: regionMachine,
  thirdParty: thirdPartyMachine,
  quarantine: quarantineMachine,
  changes: changesMachine,
};

export const MACHINE_IDS = Object.keys(machines) as MachineId[];

export function isMachineId(value: unknown): value is MachineId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(machines, value);
}
