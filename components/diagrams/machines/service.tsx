'use client';
// Controls for the service diagram; its own chunk, so a page loads only the machine it shows.
import { serviceMachine } from '@/lib/domain/service';
import { DiagramControls } from '../DiagramControls';
import { servicePresentation } from '../presentation/service';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={serviceMachine} presentation={servicePresentation} />;
}
