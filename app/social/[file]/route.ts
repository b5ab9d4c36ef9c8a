import { getSocialCards, getSocialImage } from '@/lib/content';
import { SOCIAL_IMAGE, type SocialCard } from '@/lib/social';

// One link-preview image per top-level section, as the content step drew it (lib/social.ts, scripts/content), written
// by the build as out/social/<section>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = Promise<{ file: string }>;

export function generateStaticParams() {
  return getSocialCards<SocialCard>().map((card) => ({ file: `${card.name}.png` }));
}

export async function GET(_request: Request, { params }: { params: Params }) {
  const png = getSocialImage((await params).file.replace(/\.png$/, ''));
  if (!png) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': SOCIAL_IMAGE.type } });
}
