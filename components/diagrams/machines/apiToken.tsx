'use client';
// Controls for the apiToken diagram; its own chunk, so a page loads only the machine it shows.
import { apiTokenMachine } from '@/lib/domain/apiToken';
import { DiagramControls } from '../DiagramControls';
import { apiTokenPresentation } from '../presentation/apiToken';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={apiTokenMachine} presentation={apiTokenPresentation} />;
}
