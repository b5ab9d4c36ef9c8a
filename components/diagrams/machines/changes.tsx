'use client';
// Controls for the changes diagram; its own chunk, so a page loads only the machine it shows.
import { changesMachine } from '@/lib/domain/changes';
import { DiagramControls } from '../DiagramControls';
import { changesPresentation } from '../presentation/changes';

export default function Controls() {
  return <DiagramControls machine={changesMachine} presentation={changesPresentation} />;
}
