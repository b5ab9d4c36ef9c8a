/**
 * What the reader did to the sidebar this visit (categories opened or closed, how far it was scrolled, whether it was
 * hidden), kept in sessionStorage so it survives moving to another page and reload. Storage that throws is treated
 * as empty. `restoreSidebar` applies it: inlined right after the sidebar's markup, before it paints
 * (components/layout/SidebarRestoreScript.tsx), and again by SidebarNav for the sections that load later. Hide
 * sidebar is kept by its own inline listener (lib/browser/sidebarVisibility.ts), under the same key.
 */
interface Memory {
  open: Record<string, boolean>;
  scroll?: number;
  hidden?: boolean;
}

/** The sessionStorage key. */
export const SIDEBAR_MEMORY_KEY = 'bulwark.sidebar';

/**
 * Opens or closes the categories under `root` as the reader left them. Without `root` (before the first paint): the
 * whole sidebar, its scroll position and whether it is hidden. Self-contained: inlined by SidebarRestoreScript.
 */
export function restoreSidebar(key: string, root?: Element): void {
  let memory: Partial<Memory> | null = null;
  try {
    memory = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Memory> | null;
  } catch {
    // Unavailable or corrupt: the sidebar stays as the page renders it.
  }
  const sidebar = document.getElementById('sidebar');
  if (!memory || typeof memory !== 'object' || !sidebar) return;
  const open = memory.open && typeof memory.open === 'object' ? memory.open : {};
  (root ?? sidebar).querySelectorAll<HTMLDetailsElement>('details[data-category]').forEach((details) => {
    const value = open[details.dataset.category ?? ''];
    if (typeof value === 'boolean') details.open = value;
  });
  if (root) return;
  if (typeof memory.scroll === 'number') sidebar.scrollTop = memory.scroll;
  if (memory.hidden === true) document.documentElement.dataset.sidebar = 'hidden';
}

/** The memory as stored now (read afresh: the inline Hide sidebar listener writes it too). */
function read(): Memory {
  try {
    const memory = JSON.parse(sessionStorage.getItem(SIDEBAR_MEMORY_KEY) ?? 'null') as Memory | null;
    if (memory && typeof memory.open === 'object' && memory.open) return memory;
  } catch {
    /* unavailable or corrupt: start empty */
  }
  return { open: {} };
}

function update(change: (memory: Memory) => void): void {
  const memory = read();
  change(memory);
  try {
    sessionStorage.setItem(SIDEBAR_MEMORY_KEY, JSON.stringify(memory));
  } catch {
    /* unavailable: the sidebar simply starts as the page renders it */
  }
}

export function rememberOpen(id: string, open: boolean): void {
  update((memory) => (memory.open[id] = open));
}

export function rememberedScroll(): number | undefined {
  return read().scroll;
}

export function rememberScroll(top: number): void {
  update((memory) => (memory.scroll = Math.round(top)));
}
