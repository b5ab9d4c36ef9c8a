'use client';
// Controls for the service diagram; its own chunk, so a page loads only the machine it shows.
import type { AnyMachine } from '@/lib/domain/machine';
import { serviceMachine } from '@/lib/domain/service';
import { DiagramControls } from '../DiagramControls';

export default function Controls() {
  return <DiagramControls machine={serviceMachine as unknown as AnyMachine} />;
}
