import { loadApiSchema } from '@/lib/graphql/load';
import { sandboxSchemaFile } from '@/lib/graphql/sandboxSchema';

export const dynamic = 'force-static';

/** The API schema for the sandbox, fetched by the browser on the first Run of a sample. */
export function GET() {
  return Response.json(sandboxSchemaFile(loadApiSchema().schema));
}
