'use client';
// Controls for the podRequest diagram; its own chunk, so a page loads only the machine it shows.
import { podRequestMachine } from '@/lib/domain/podRequest';
import { DiagramControls } from '../DiagramControls';
import { podRequestPresentation } from '../presentation/podRequest';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={podRequestMachine} presentation={podRequestPresentation} />;
}
