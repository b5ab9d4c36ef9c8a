// Reads the API's SDL from the repo at build time. Kept apart from reference.ts so the pure code never touches fs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const schemaPath = path.join(process.cwd(), 'lib', 'graphql', 'schema.graphql');

let cached: string | undefined;

export function loadSchemaSdl(): string {
  cached ??= readFileSync(schemaPath, 'utf8');
  return cached;
}
