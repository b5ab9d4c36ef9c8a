import { site } from '@/lib/site';
import { siteOrigin } from '@/lib/siteOrigin';

export const dynamic = 'force-static';

export function GET() {
  const body = `User-agent: *\nAllow: ${site.basePath}/\nDisallow: ${site.basePath}/results/\n\nSitemap: ${siteOrigin()}${site.basePath}/sitemap.xml\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
