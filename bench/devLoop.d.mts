export interface DevLoopResult {
  /** Milliseconds: the command to the first page, each save to the change shown or served, the restart to a page. */
  ms: { firstPage: number; edit: number; add: number; fix: number; restart: number };
  /** Whether a tab that began listening for changes only after a save showed that save. */
  caughtUp: boolean;
  /** Whether the open tab reloaded to show the edit (it should update in place). */
  reloaded: boolean;
  markdown: { status: number; type: string | undefined; text: string; href: string | null };
  copied: string;
  added: { status: number; text: string };
  /** Whether Next's prerender manifest was replaced by a rename when it came to list the added page. */
  manifestReplaced: boolean;
  /** Whether the stop before the restart waited for Turbopack to write its compile cache (Next's trace says so). */
  persisted: boolean;
  /** The broken page in the tab: its status and the mistakes it shows. */
  broken: { status: number; text: string };
  other: number;
  fixed: { status: number; text: string };
  /** The sidebar entries Next's dev badge covers (at 1280 x 800). */
  badgeCovers: string[];
  /** Errors the tab's console showed from the fix on. */
  consoleAfterFix: string[];
  /** The content step's files by path below the base path: status and Content-Type. */
  served: Record<string, string>;
  /** Started again with nothing changed: a page's status, and the content step's first line; if it failed, its body and the server's output. */
  restart: { status: number; said: string; body?: string; log?: string };
  marker: string;
}
export function devLoop(root: string, options?: { limitMs?: number }): Promise<DevLoopResult>;
