import type { NavEntry } from '../content/sidebar';
import { withBasePath } from '../site';

/**
 * What the reader did to the sidebar this visit (categories opened or closed, how far it was scrolled), kept in
 * sessionStorage so it survives client-side navigation and reload. Storage that throws is treated as empty.
 */
interface Memory {
  open: Record<string, boolean>;
  scroll?: number;
}

const KEY = 'bulwark.sidebar';
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

let nav: Promise<NavEntry[]> | undefined;

/** The site's navigation file, fetched once per visit (a failed fetch may be tried again). */
export function loadNav(fetcher: typeof fetch = fetch): Promise<NavEntry[]> {
  nav ??= fetcher(withBasePath('/nav.json'))
    .then((response) => {
      if (!response.ok) throw new Error(`nav.json: HTTP ${response.status}`);
      return response.json() as Promise<NavEntry[]>;
    })
    .catch((error: unknown) => {
      nav = undefined;
      throw error;
    });
  return nav;
}

/** A category's entries in the navigation file, by id. */
export function findCategory(entries: NavEntry[], id: string): Extract<NavEntry, { id: string }> | undefined {
  for (const entry of entries) {
    if (!('id' in entry)) continue;
    if (entry.id === id) return entry;
    const inner = findCategory(entry.c, id);
    if (inner) return inner;
  }
  return undefined;
}
