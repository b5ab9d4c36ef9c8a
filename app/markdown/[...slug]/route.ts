import { MARKDOWN_BUNDLE, markdownBundle, markdownForSlug, markdownSlugs } from '@/lib/markdown/fromContent';

// Each page's Markdown copy (<route>.md), as the content step wrote it. A build writes them all as one bundle,
// out/markdown/pages.bundle.json, which postbuild unpacks next to each page (lib/bundle.ts); `npm run dev` serves each
// on request, at /markdown/<route>.md, where the page's own link points there (lib/routes.ts markdownHref).
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = Promise<{ slug: string[] }>;

export function generateStaticParams() {
  return markdownSlugs().map((slug) => ({ slug }));
}

export async function GET(_request: Request, { params }: { params: Params }) {
  const slug = (await params).slug;
  if (slug.join('/') === MARKDOWN_BUNDLE) return Response.json(markdownBundle());
  const markdown = markdownForSlug(slug);
  if (markdown === undefined) return new Response('Not found', { status: 404 });
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
