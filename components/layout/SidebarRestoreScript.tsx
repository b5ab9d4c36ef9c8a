import InlineScript from '@/components/shared/InlineScript';
import { restoreSidebar, SIDEBAR_MEMORY_KEY } from '@/lib/browser/sidebarMemory';
import { watchSidebarVisibility } from '@/lib/browser/sidebarVisibility';

// Right after the sidebar's markup and before it is painted: the categories the reader opened or closed this visit,
// how far the sidebar was scrolled and whether it was hidden are applied at once, so moving to another page never
// shows the sidebar jump. SidebarNav applies the same memory to sections that load later and keeps it up to date; the
// Hide and Show sidebar buttons work from here on, before any bundle.
export default function SidebarRestoreScript() {
  return (
    <>
      <InlineScript fn={restoreSidebar} args={[SIDEBAR_MEMORY_KEY]} />
      <InlineScript fn={watchSidebarVisibility} args={[SIDEBAR_MEMORY_KEY]} />
    </>
  );
}
