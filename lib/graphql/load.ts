// Reads the API schema at build time. The schema is ONE file in lib/graphql: schema.graphql (SDL) or schema.json
// (an introspection result). Swapping that file for the API's own schema is all it takes to regenerate the reference
// without "inferred" marks and to re-check every sample. Kept apart from the pure modules so they never touch fs.
import fs from 'node:fs';
import path from 'node:path';
import { printSchema, type GraphQLSchema } from 'graphql';
import { SchemaSourceError, schemaFromSource } from './source';

const SCHEMA_FILES = ['schema.graphql', 'schema.json'] as const;

export interface LoadedSchema {
  schema: GraphQLSchema;
  /** The file it came from, relative to the repository root, for messages. */
  file: string;
  /** SDL of the schema: the file itself when it is SDL (so `@inferred` marks survive), else printed from it. */
  sdl: string;
}

/** Finds and builds the one schema file in `dir`; throws, naming the folder or file, when there is none or two. */
export function loadApiSchemaFrom(dir: string, root = process.cwd()): LoadedSchema {
  const present = SCHEMA_FILES.map((name) => path.join(dir, name)).filter((file) => fs.existsSync(file));
  const rel = (file: string) => path.relative(root, file).replace(/\\/g, '/');
  if (present.length !== 1) {
    const found = present.length === 0 ? 'none' : present.map(rel).join(' and ');
    throw new SchemaSourceError(rel(dir), `needs exactly one of ${SCHEMA_FILES.join(' or ')} (found ${found})`);
  }
  const file = present[0];
  const text = fs.readFileSync(file, 'utf8');
  const schema = schemaFromSource(text, rel(file));
  return { schema, file: rel(file), sdl: file.endsWith('.json') ? printSchema(schema) : text };
}

let cached: LoadedSchema | undefined;

/** The site's API schema, read once per process from lib/graphql. */
export function loadApiSchema(): LoadedSchema {
  cached ??= loadApiSchemaFrom(path.join(process.cwd(), 'lib', 'graphql'));
  return cached;
}

export function loadSchemaSdl(): string {
  return loadApiSchema().sdl;
}
