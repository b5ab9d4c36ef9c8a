'use client';
// Controls for the changes diagram, and the pending-changes simulator with them: both run the changes machine, so
// one chunk carries that code once even on a page that shows both.
import { changesMachine } from '@/lib/domain/changes';
import { DiagramControls } from '../DiagramControls';
import { changesPresentation } from '../presentation/changes';

export { default as PendingChangesSimulator } from '../PendingChangesSimulator';

export default function Controls() {
  return <DiagramControls machine={changesMachine} presentation={changesPresentation} />;
}
