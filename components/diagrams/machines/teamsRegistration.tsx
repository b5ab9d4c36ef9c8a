'use client';
// Controls for the teamsRegistration diagram; its own chunk, so a page loads only the machine it shows.
import { teamsRegistrationMachine } from '@/lib/domain/teamsRegistration';
import { DiagramControls } from '../DiagramControls';
import { teamsRegistrationPresentation } from '../presentation/teamsRegistration';

export default function Controls() {
  return <DiagramControls machine={teamsRegistrationMachine} presentation={teamsRegistrationPresentation} />;
}
