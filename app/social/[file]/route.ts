import { socialImage } from '@/components/social/SocialImage';
import { getContent } from '@/lib/content';
import { timedAsync } from '@/lib/buildTimings';
import { socialCards, SOCIAL_IMAGE } from '@/lib/social';

// One link-preview image per top-level section, written at build time as out/social/<section>.png (lib/social.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = Promise<{ file: string }>;

export function generateStaticParams() {
  return socialCards(getContent()).map((card) => ({ file: `${card.name}.png` }));
}

export async function GET(_request: Request, { params }: { params: Params }) {
  const name = (await params).file.replace(/\.png$/, '');
  const card = socialCards(getContent()).find((c) => c.name === name);
  if (!card) return new Response('Not found', { status: 404 });
  const png = await timedAsync('link-preview images', () => socialImage(card).arrayBuffer());
  return new Response(png, { headers: { 'Content-Type': SOCIAL_IMAGE.type } });
}
