'use client';
// Controls for the changes diagram; its own chunk, so a page loads only the machine it shows.
import { changesMachine } from '@/lib/domain/changes';
import { DiagramControls } from '../DiagramControls';
import { changesPresentation } from '../presentation/changes';

export default function Controls({ view }: { view?: string }) {
  return <DiagramControls view={view} machine={changesMachine} presentation={changesPresentation} />;
}
