'use client';
// Controls for the thirdParty diagram; its own chunk, so a page loads only the machine it shows.
import type { AnyMachine } from '@/lib/domain/machine';
import { thirdPartyMachine } from '@/lib/domain/thirdParty';
import { DiagramControls } from '../DiagramControls';

export default function Controls() {
  return <DiagramControls machine={thirdPartyMachine as unknown as AnyMachine} />;
}
