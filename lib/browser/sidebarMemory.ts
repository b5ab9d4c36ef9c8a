/**
 * What the reader did to the sidebar this visit (categories opened or closed, how far it was scrolled), kept in
 * sessionStorage so it survives moving to another page and reload. Storage that throws is treated as empty.
 */
interface Memory {
  open: Record<string, boolean>;
  scroll?: number;
}

/** The sessionStorage key (also read before paint by components/layout/SidebarRestoreScript.tsx). */
export const SIDEBAR_MEMORY_KEY = 'bulwark.sidebar';
const KEY = SIDEBAR_MEMORY_KEY;
let memory: Memory | undefined;

function read(): Memory {
  if (memory) return memory;
  memory = { open: {} };
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Memory> | null;
    if (parsed && typeof parsed.open === 'object' && parsed.open) memory.open = parsed.open;
    if (parsed && typeof parsed.scroll === 'number') memory.scroll = parsed.scroll;
  } catch {
    /* unavailable or corrupt: start empty */
  }
  return memory;
}

function write(): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(read()));
  } catch {
    /* unavailable: the sidebar simply starts as the page renders it */
  }
}

/** Whether the reader left this category open (true), closed (false), or never touched it (undefined). */
export function rememberedOpen(id: string): boolean | undefined {
  return read().open[id];
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
