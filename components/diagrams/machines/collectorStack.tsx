'use client';
// Controls for the collectorStack diagram; its own chunk, so a page loads only the machine it shows.
import { collectorStackMachine } from '@/lib/domain/collectorStack';
import { DiagramControls } from '../DiagramControls';
import { collectorStackPresentation } from '../presentation/collectorStack';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={collectorStackMachine} presentation={collectorStackPresentation} />;
}
