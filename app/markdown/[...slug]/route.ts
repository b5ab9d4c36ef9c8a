import { MARKDOWN_BUNDLE, markdownBundle, markdownForSlug, markdownSlugs } from '@/lib/markdown/fromContent';
import { shareSiteOutputs } from '@/lib/siteOutputs';

// Each page's Markdown copy (<route>.md). A build writes them all as one bundle, out/markdown/pages.bundle.json, which
// scripts/postbuild.mjs unpacks next to each page (scripts/bundles.mjs); `npm run dev` serves each on request.
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = Promise<{ slug: string[] }>;

export function generateStaticParams() {
  shareSiteOutputs();
  return markdownSlugs().map((slug) => ({ slug }));
}

export async function GET(_request: Request, { params }: { params: Params }) {
  const slug = (await params).slug;
  if (slug.join('/') === MARKDOWN_BUNDLE) return Response.json(markdownBundle());
  const markdown = markdownForSlug(slug);
  if (markdown === undefined) return new Response('Not found', { status: 404 });
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
