'use client';
// Controls for the region diagram; its own chunk, so a page loads only the machine it shows.
import type { AnyMachine } from '@/lib/domain/machine';
import { regionMachine } from '@/lib/domain/region';
import { DiagramControls } from '../DiagramControls';

export default function Controls() {
  return <DiagramControls machine={regionMachine as unknown as AnyMachine} />;
}
