/** @jest-environment node */
import { buildMetadata, homeMetadata, notFoundMetadata, routeMetadata } from '@/lib/seo/metadata';
import { PUBLIC_ROUTES } from '@/lib/seo/routes';

describe('buildMetadata', () => {
  const metadata = buildMetadata({
    title: 'Careers',
    description: 'Open positions.',
    path: '/careers',
    keywords: ['jobs', 'AI'],
  });

  it('sets title, description, keywords and canonical', () => {
    expect(metadata.title).toBe('Careers');
    expect(metadata.description).toBe('Open positions.');
    expect(metadata.keywords).toEqual(['jobs', 'AI']);
    expect(metadata.alternates?.canonical).toBe('/careers');
  });

  it('indexes and follows by default', () => {
    expect(metadata.robots).toMatchObject({ index: true, follow: true });
  });

  it('fills Open Graph, and the card type for X (Next copies the rest from Open Graph)', () => {
    expect(metadata.openGraph).toMatchObject({
      siteName: 'Sonara AI',
      locale: 'en_US',
      title: 'Careers',
      description: 'Open positions.',
      url: '/careers',
    });
    expect(metadata.twitter).toEqual({ card: 'summary_large_image' });
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('can mark a page noindex,nofollow and keep an absolute title', () => {
    const admin = buildMetadata({
      title: 'Admin Dashboard',
      description: 'x',
      path: '/admin',
      noIndex: true,
      absoluteTitle: true,
    });
    expect(admin.robots).toMatchObject({ index: false, follow: false });
    expect(admin.title).toEqual({ absolute: 'Admin Dashboard' });
  });

  it('gives the 404 page the home title and description, no canonical and no robots of its own', () => {
    const home = homeMetadata();
    const unknown = notFoundMetadata();
    expect(home.title).toEqual({ absolute: 'Sonara AI | AI Voice Agents & AI Sales Coaching' });
    expect(unknown.title).toEqual(home.title);
    expect(unknown.description).toBe(home.description);
    // Next.js writes `noindex` on every 404; an `index, follow` here contradicted it.
    expect(unknown.robots).toBeUndefined();
    expect(unknown.alternates).toBeUndefined();
    expect(unknown.openGraph?.url).toBeUndefined();
  });

  it('builds metadata for every route in the table', () => {
    for (const route of PUBLIC_ROUTES) {
      const meta = routeMetadata(route.path);
      expect(meta.alternates?.canonical).toBe(route.path);
      expect(String(meta.description).length).toBeGreaterThan(40);
    }
  });
});

describe('social cards', () => {
  const imageOf = (metadata: ReturnType<typeof routeMetadata>) =>
    (metadata.openGraph?.images as { url: string }[] | undefined)?.[0]?.url;

  it('points every page of the route table at its card in the one card route', () => {
    expect(imageOf(routeMetadata('/faq'))).toBe('/opengraph-image/faq');
    expect(imageOf(homeMetadata())).toBe('/opengraph-image');
    // An unknown address shows the home card, not one for a page that does not exist.
    expect(imageOf(homeMetadata({ path: '/no-such-page' }))).toBe('/opengraph-image');
  });
});
