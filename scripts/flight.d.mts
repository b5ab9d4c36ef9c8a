export interface FlightRow {
  id: string;
  kind: 'model' | 'tagged' | 'binary';
  tag?: string;
  bytes: Uint8Array;
  value?: unknown;
}
export function parseRows(text: string, where?: string): FlightRow[];
export function dehydratePayload(text: string, where?: string, htmlOf?: (name: string) => string | undefined): { text: string; dropped: number; removedRows: number };
export function dehydratePage(html: string, where?: string): { html: string; dropped: number; removedRows: number };
