/**
 * What the reader did to the sidebar this visit (categories opened or closed, how far it was scrolled, whether it was
 * hidden), kept in sessionStorage so it survives moving to another page and reload. Storage that throws is treated
 * as empty. `restoreSidebar` applies it: inlined right after the sidebar's markup, before it paints
 * (components/layout/SidebarRestoreScript.tsx), and again by SidebarNav for the sections that load later.
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

let memory: Memory | undefined;

function read(): Memory {
  if (memory) return memory;
  memory = { open: {} };
  try {
    const parsed = JSON.parse(sessionStorage.getItem(SIDEBAR_MEMORY_KEY) ?? 'null') as Partial<Memory> | null;
    if (parsed && typeof parsed.open === 'object' && parsed.open) memory.open = parsed.open;
    if (parsed && typeof parsed.scroll === 'number') memory.scroll = parsed.scroll;
    if (parsed?.hidden === true) memory.hidden = true;
  } catch {
    /* unavailable or corrupt: start empty */
  }
  return memory;
}

function write(): void {
  try {
    sessionStorage.setItem(SIDEBAR_MEMORY_KEY, JSON.stringify(read()));
  } catch {
    /* unavailable: the sidebar simply starts as the page renders it */
  }
}

export function rememberOpen(id: string, open: boolean): void {
  read().open[id] = open;
  write();
}

export function rememberedScroll(): number | undefined {
  return read().scroll;
}

export function rememberScroll(top: number): void {
  read().scroll = Math.round(top);
  write();
}

/** Hide sidebar (desktop): kept for the next pages of the visit. */
export function rememberHidden(hidden: boolean): void {
  if (hidden) read().hidden = true;
  else delete read().hidden;
  write();
}
