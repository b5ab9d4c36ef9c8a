import { buildSitemap } from '@/lib/sitemap';
import { getAllPages } from '@/lib/content';

export const dynamic = 'force-static';

export async function GET() {
  const xml = await buildSitemap(getAllPages().map((p) => p.route));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
