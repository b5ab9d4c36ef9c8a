// The six machines by id: what the diagrams, the status tables and the glossary look machines up in.
import { changesMachine } from './changes';
import type { AnyMachine, MachineId } from './machine';
import { podRequestMachine } from './podRequest';
import { quarantineMachine } from './quarantine';
import { regionMachine } from './region';
import { serviceMachine } from './service';
import { thirdPartyMachine } from './thirdParty';

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
