/** @jest-environment jsdom */
import { inSiteHref } from '@/components/static-html/static-html-events';

jest.mock('next/navigation', () => ({ useRouter: () => ({}) }));
jest.mock('@/components/site/run-action', () => ({ useRunAction: () => () => false }));

/** A link as the page would hold it, the document being at `/solutions?ref=mail`. */
function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('inSiteHref', () => {
  beforeAll(() => window.history.replaceState(null, '', '/solutions?ref=mail'));

  it('takes another page of the site, with its query and section', () => {
    expect(inSiteHref(link('/about-us'))).toBe('/about-us');
    expect(inSiteHref(link('/blog?tag=ai'))).toBe('/blog?tag=ai');
    expect(inSiteHref(link('/#contact'))).toBe('/#contact');
    expect(inSiteHref(link(`${window.location.origin}/careers`))).toBe('/careers');
  });

  it('leaves a jump within this page to the browser', () => {
    expect(inSiteHref(link('#dental'))).toBeNull();
    expect(inSiteHref(link('/solutions?ref=mail#legal'))).toBeNull();
    // The same path with another query is another page.
    expect(inSiteHref(link('/solutions#legal'))).toBe('/solutions#legal');
    // This very address without a section: a navigation, as next/link does.
    expect(inSiteHref(link('/solutions?ref=mail'))).toBe('/solutions?ref=mail');
  });

  it('leaves other sites, new tabs and downloads to the browser', () => {
    expect(inSiteHref(link('https://www.linkedin.com/company/sonara-ai'))).toBeNull();
    expect(inSiteHref(link('https://admin.example.com/admin'))).toBeNull();
    expect(inSiteHref(link('/careers', { target: '_blank' }))).toBeNull();
    expect(inSiteHref(link('/brochure.pdf', { download: '' }))).toBeNull();
    expect(inSiteHref(link('/careers', { target: '_self' }))).toBe('/careers');
  });
});
