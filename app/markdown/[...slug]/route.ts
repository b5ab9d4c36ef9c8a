import { markdownForSlug, markdownSlugs } from '@/lib/markdown/fromContent';

// Written at build time as out/markdown/<route>.md; scripts/postbuild.mjs moves each next to its page (<route>.md).
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = Promise<{ slug: string[] }>;

export function generateStaticParams() {
  return markdownSlugs().map((slug) => ({ slug }));
}

export async function GET(_request: Request, { params }: { params: Params }) {
  const markdown = markdownForSlug((await params).slug);
  if (markdown === undefined) return new Response('Not found', { status: 404 });
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
