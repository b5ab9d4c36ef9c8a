'use client';
// Controls for the quarantine diagram; its own chunk, so a page loads only the machine it shows.
import type { AnyMachine } from '@/lib/domain/machine';
import { quarantineMachine } from '@/lib/domain/quarantine';
import { DiagramControls } from '../DiagramControls';

export default function Controls() {
  return <DiagramControls machine={quarantineMachine as unknown as AnyMachine} />;
}
