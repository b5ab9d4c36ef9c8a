'use client';
// Controls for the podRequest diagram; its own chunk, so a page loads only the machine it shows.
import type { AnyMachine } from '@/lib/domain/machine';
import { podRequestMachine } from '@/lib/domain/podRequest';
import { DiagramControls } from '../DiagramControls';

export default function Controls() {
  return <DiagramControls machine={podRequestMachine as unknown as AnyMachine} />;
}
