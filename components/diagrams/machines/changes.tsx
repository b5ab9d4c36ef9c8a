'use client';
// Controls for the changes diagram; its own chunk, so a page loads only the machine it shows.
import type { AnyMachine } from '@/lib/domain/machine';
import { changesMachine } from '@/lib/domain/changes';
import { DiagramControls } from '../DiagramControls';

export default function Controls() {
  return <DiagramControls machine={changesMachine as unknown as AnyMachine} />;
}
