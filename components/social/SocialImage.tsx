// The picture of a link preview (see lib/social.ts), drawn at build time by next/og (Satori, then resvg to PNG) with
// the font Next ships, so the build needs no network and no extra package. Plain shapes and text: the PNG stays small.
import { ImageResponse } from 'next/og';
import { SOCIAL_IMAGE, type SocialCard } from '@/lib/social';
import { site } from '@/lib/site';

const INK = '#0b1220';
const ACCENT = '#8ab4ff';

export function socialImage(card: SocialCard): ImageResponse {
  const long = card.title.length > 40;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: INK,
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40 }}>
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: drawn into a PNG; the image's alt text is in the page's metadata */}
        <svg width="56" height="56" viewBox="0 0 32 32">
          <path fill={ACCENT} d="M16 2 4 6.5v8.7c0 7.3 5.1 13.6 12 15.3 6.9-1.7 12-8 12-15.3V6.5L16 2z" />
          <path fill={INK} d="M10 11h12v3H10zm0 5h12v3H10zm0 5h12v3H10z" />
        </svg>
        <span>{site.title}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ display: 'flex', fontSize: long ? 64 : 88, lineHeight: 1.1, letterSpacing: -1 }}>{card.title}</div>
        <div style={{ display: 'flex', fontSize: 30, lineHeight: 1.35, color: '#c4cad4' }}>{card.subtitle}</div>
      </div>
      <div style={{ display: 'flex', height: 8, width: 160, background: ACCENT, borderRadius: 4 }} />
    </div>,
    { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height },
  );
}
