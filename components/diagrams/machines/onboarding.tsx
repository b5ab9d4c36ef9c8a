'use client';
// Controls for the onboarding diagram; its own chunk, so a page loads only the machine it shows.
import { onboardingMachine } from '@/lib/domain/onboarding';
import { DiagramControls } from '../DiagramControls';
import { onboardingPresentation } from '../presentation/onboarding';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={onboardingMachine} presentation={onboardingPresentation} />;
}
