import { siteLlmsFullTxt } from '@/lib/markdown/fromContent';

export const dynamic = 'force-static';

/** Every page's Markdown in sidebar order, in one file. */
export function GET() {
  return new Response(siteLlmsFullTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
