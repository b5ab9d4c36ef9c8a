import { buildSiteSearchIndex } from '@/lib/search/fromContent';

export const dynamic = 'force-static';

/** The whole search index as one static JSON file, built from content/ at build time. */
export function GET() {
  return Response.json(buildSiteSearchIndex().data);
}
