'use client';
// Controls for the service diagram; its own chunk, so a page loads only the machine it shows.
import { serviceMachine } from '@/lib/domain/service';
import { DiagramControls } from '../DiagramControls';
import { servicePresentation } from '../presentation/service';

export default function Controls() {
  return <DiagramControls machine={serviceMachine} presentation={servicePresentation} />;
}
