import { getContent } from '@/lib/content';
import { navEntries } from '@/lib/content/sidebar';

export const dynamic = 'force-static';

/** The whole sidebar, once per site: pages carry their own section and fetch this when a reader opens another. */
export async function GET() {
  return Response.json(navEntries(getContent().sidebar));
}
