/** @jest-environment node */
import { FOOTER_GROUPS, HEADER_LINKS } from '@/lib/config/navigation';
import { goneJobPageHtml } from '@/lib/jobs/gone-page';
import { unavailablePageHtml } from '@/lib/http/unavailable-response';

jest.mock('server-only', () => ({}));

describe('pages answered outside the React layout', () => {
  const gone = goneJobPageHtml('Sonara <AI>');
  const unavailable = unavailablePageHtml(
    { title: 'Careers are unavailable', message: 'Try again soon.', brand: 'Sonara' },
    '/careers',
  );

  it("carry the site's header links and every footer link", () => {
    for (const html of [gone, unavailable]) {
      expect(html).toContain('<nav aria-label="Main">');
      for (const { href } of HEADER_LINKS) expect(html).toContain(`href="${href}"`);
      for (const group of FOOTER_GROUPS) {
        expect(html).toContain(`<nav aria-label="${group.title}">`);
        for (const { href } of group.links) expect(html).toContain(`href="${href}"`);
      }
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<main id="main">');
    }
  });

  it('keep their own content and escape the brand', () => {
    expect(gone).toContain('<h1>This position is no longer open</h1>');
    expect(gone).toContain('href="/careers">See open positions</a>');
    expect(gone).toContain('Sonara &lt;AI&gt;');
    expect(gone).not.toContain('<AI>');
    expect(unavailable).toContain('<form method="get" action="/careers">');
  });
});
