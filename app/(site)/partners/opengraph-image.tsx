import {
  OG_CONTENT_TYPE,
  OG_SIZE,
  renderRouteOgImage,
  routeOgAlt,
} from '@/components/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = routeOgAlt('/partners');

export default function OpenGraphImage() {
  return renderRouteOgImage('/partners');
}
