// The schema as the API sandbox needs it in the browser: SDL without descriptions (they are on the page already),
// so the file fetched on the first Run stays small. Built from whatever schema file the site uses.
import { parse, print, printSchema, visit, type GraphQLSchema } from 'graphql';

export const SANDBOX_SCHEMA_PATH = '/graphql-schema.json';

export interface SandboxSchemaFile {
  sdl: string;
}

export function sandboxSchemaFile(schema: GraphQLSchema): SandboxSchemaFile {
  const stripped = visit(parse(printSchema(schema)), {
    enter(node) {
      if ('description' in node && node.description) return { ...node, description: undefined };
      return undefined;
    },
  });
  return { sdl: print(stripped) };
}
