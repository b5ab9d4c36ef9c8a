export interface DevLoopResult {
  firstPage: number;
  edit: number;
  editMarkdown: number;
  added: number;
  broken: number;
  fixed: number;
  errorPage: string;
}
export function devLoop(root: string, options?: { limitMs?: number }): Promise<DevLoopResult>;
