'use client';
// Controls for the quarantine diagram; its own chunk, so a page loads only the machine it shows.
import { quarantineMachine } from '@/lib/domain/quarantine';
import { DiagramControls } from '../DiagramControls';
import { quarantinePresentation } from '../presentation/quarantine';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={quarantineMachine} presentation={quarantinePresentation} />;
}
