import 'server-only';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/config/site';
import { routeFor, type PublicPath } from '@/lib/seo/routes';

/** Size of every generated social card. */
export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = 'image/png';

/**
 * The one social-card renderer every `opengraph-image.tsx` uses: brand, a small label and the page
 * title on the brand colours. It uses the renderer's built-in font: nothing is downloaded.
 */
export function renderOgImage({ label, title }: { label: string; title: string }): ImageResponse {
  const brand = siteConfig().name;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #1e1b4b 0%, #3b2db5 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: '#ffffff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 6,
          }}
        >
          {[18, 34, 24, 40, 16].map((height, index) => (
            <div key={index} style={{ width: 6, height, borderRadius: 3, background: '#3b2db5' }} />
          ))}
        </div>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div
          style={{ fontSize: 30, color: '#c7d2fe', textTransform: 'uppercase', letterSpacing: 2 }}
        >
          {label}
        </div>
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.15 }}>
          {title}
        </div>
      </div>
    </div>,
    OG_SIZE,
  );
}

/** The social card of a page in the route table. */
export function renderRouteOgImage(path: PublicPath): ImageResponse {
  const route = routeFor(path);
  return renderOgImage({ label: route.label, title: route.title });
}

/** Alt text of a route's social card. */
export function routeOgAlt(path: PublicPath): string {
  return `${routeFor(path).title}: ${siteConfig().name}`;
}
