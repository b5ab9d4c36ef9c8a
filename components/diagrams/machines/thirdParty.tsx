'use client';
// Controls for the thirdParty diagram; its own chunk, so a page loads only the machine it shows.
import { thirdPartyMachine } from '@/lib/domain/thirdParty';
import { DiagramControls } from '../DiagramControls';
import { thirdPartyPresentation } from '../presentation/thirdParty';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={thirdPartyMachine} presentation={thirdPartyPresentation} />;
}
