import { searchIndexRouteFile, searchIndexRouteFiles } from '@/lib/search/fromContent';

// The search index, built at build time from the records the content step stored, and served as static JSON below
// /search-index/: index.json, and for a large site its shards and per-page display files (lib/search/fromContent.ts
// decides). A build writes them as one bundle for postbuild to unpack (lib/bundle.ts); `npm run dev` serves each.
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = Promise<{ file: string[] }>;

export function generateStaticParams() {
  return searchIndexRouteFiles().map((file) => ({ file: file.split('/') }));
}

export async function GET(_request: Request, { params }: { params: Params }) {
  const data = searchIndexRouteFile((await params).file.join('/'));
  if (data === undefined) return new Response('Not found', { status: 404 });
  return Response.json(data);
}
