'use client';
// Controls for the exemptionRevocation diagram; its own chunk, so a page loads only the machine it shows.
import { exemptionRevocationMachine } from '@/lib/domain/exemptionRevocation';
import { DiagramControls } from '../DiagramControls';
import { exemptionRevocationPresentation } from '../presentation/exemptionRevocation';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={exemptionRevocationMachine} presentation={exemptionRevocationPresentation} />;
}
