'use client';
// Controls for the identityMapping diagram; its own chunk, so a page loads only the machine it shows.
import { identityMappingMachine } from '@/lib/domain/identityMapping';
import { DiagramControls } from '../DiagramControls';
import { identityMappingPresentation } from '../presentation/identityMapping';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={identityMappingMachine} presentation={identityMappingPresentation} />;
}
