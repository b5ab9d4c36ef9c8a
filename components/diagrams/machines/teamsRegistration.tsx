'use client';
// Controls for the teamsRegistration diagram; its own chunk, so a page loads only the machine it shows.
import { teamsRegistrationMachine } from '@/lib/domain/teamsRegistration';
import { DiagramControls } from '../DiagramControls';
import { teamsRegistrationPresentation } from '../presentation/teamsRegistration';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={teamsRegistrationMachine} presentation={teamsRegistrationPresentation} />;
}

/** The Teams console shares the page and its model code with this diagram: one chunk carries both. */
export { default as ChatConsole } from '../ChatConsole';
