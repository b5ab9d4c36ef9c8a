export interface DevLoopResult {
  /** Milliseconds: server ready to first page, and from each save to the change shown or served. */
  ms: { firstPage: number; edit: number; add: number; fix: number };
  /** Whether the open tab reloaded to show the edit (it should update in place). */
  reloaded: boolean;
  markdown: { status: number; type: string | undefined; text: string; href: string | null };
  copied: string;
  added: { status: number; text: string };
  /** The broken page in the tab: its status and the mistakes it shows. */
  broken: { status: number; text: string };
  other: number;
  fixed: { status: number; text: string };
  marker: string;
}
export function devLoop(root: string, options?: { limitMs?: number }): Promise<DevLoopResult>;
