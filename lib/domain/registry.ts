// The firewall's machines by id: what the diagrams and the sources check look machines up in.
import { apiTokenMachine } from './apiToken';
import { changesMachine } from './changes';
import { collectorStackMachine } from './collectorStack';
import { exemptionRevocationMachine } from './exemptionRevocation';
import { identityMappingMachine } from './identityMapping';
import type { AnyMachine, MachineId } from './machine';
import { onboardingMachine } from './onboarding';
import { podRequestMachine } from './podRequest';
import { quarantineMachine } from './quarantine';
import { regionMachine } from './region';
import { removalMachine } from './removal';
import { serviceMachine } from './service';
import { teamsRegistrationMachine } from './teamsRegistration';
import { thirdPartyMachine } from './thirdParty';

export const machines: Record<MachineId, AnyMachine> = {
  podRequest: podRequestMachine,
  service: serviceMachine,
  region: regionMachine,
  thirdParty: thirdPartyMachine,
  quarantine: quarantineMachine,
  changes: changesMachine,
  removal: removalMachine,
  onboarding: onboardingMachine,
  teamsRegistration: teamsRegistrationMachine,
  identityMapping: identityMappingMachine,
  apiToken: apiTokenMachine,
  exemptionRevocation: exemptionRevocationMachine,
  collectorStack: collectorStackMachine,
};

export const MACHINE_IDS = Object.keys(machines) as MachineId[];

export function isMachineId(value: unknown): value is MachineId {
  return typeof value === 'string' && Object.hasOwn(machines, value);
}
