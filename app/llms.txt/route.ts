import { siteLlmsTxt } from '@/lib/markdown/fromContent';

export const dynamic = 'force-static';

/** The llmstxt.org index of the site: every page's Markdown copy with its description, by section. */
export function GET() {
  return new Response(siteLlmsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
