// Builds the API schema from the one schema file, whichever form it takes: SDL (`.graphql`) or an introspection
// result (`.json`, as `{ "data": { "__schema": … } }` or `{ "__schema": … }`). Pure: the caller reads the file, so
// tests can hand in any schema and the site and the tests share one code path.
import { buildClientSchema, buildSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

export class SchemaSourceError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'SchemaSourceError';
  }
}

function introspectionOf(value: unknown): IntrospectionQuery | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as { data?: unknown; __schema?: unknown };
  if (record.__schema) return record as IntrospectionQuery;
  return record.data ? introspectionOf(record.data) : undefined;
}

/** The schema a file describes; a broken file throws a SchemaSourceError that names the file and the problem. */
export function schemaFromSource(text: string, file: string): GraphQLSchema {
  try {
    if (!file.endsWith('.json')) return buildSchema(text);
    const introspection = introspectionOf(JSON.parse(text));
    if (!introspection) throw new Error('an introspection result needs a "__schema" object (optionally under "data")');
    return buildClientSchema(introspection);
  } catch (error) {
    throw new SchemaSourceError(file, (error as Error).message);
  }
}
