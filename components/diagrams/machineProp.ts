// Content writers pass the machine name as a string; a typo must fail the build with a clear message.
import { isMachineId, MACHINE_IDS, type MachineId } from '@/lib/domain';

export function machineOrThrow(value: unknown, component: string): MachineId {
  if (isMachineId(value)) return value;
  throw new Error(`<${component} machine="${String(value)}" />: machine must be one of ${MACHINE_IDS.join(', ')}.`);
}
