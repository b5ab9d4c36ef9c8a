'use client';
// Controls for the removal diagram; its own chunk, so a page loads only the machine it shows.
import { removalMachine } from '@/lib/domain/removal';
import { DiagramControls } from '../DiagramControls';
import { removalPresentation } from '../presentation/removal';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={removalMachine} presentation={removalPresentation} />;
}
