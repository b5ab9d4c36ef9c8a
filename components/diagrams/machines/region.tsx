'use client';
// Controls for the region diagram; its own chunk, so a page loads only the machine it shows.
import { regionMachine } from '@/lib/domain/region';
import { DiagramControls } from '../DiagramControls';
import { regionPresentation } from '../presentation/region';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={regionMachine} presentation={regionPresentation} />;
}
