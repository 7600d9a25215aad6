/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactTrigger, RoiTrigger } from '@/components/site/action-triggers';
import { StaticHtmlEvents, inSiteHref } from '@/components/static-html/static-html-events';

const push = jest.fn();
const prefetch = jest.fn();
const goToContact = jest.fn();
const openRoiCalculator = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));
jest.mock('@/components/site/go-to-contact', () => ({ useGoToContact: () => goToContact }));
jest.mock('@/components/site/roi-dialog-provider', () => ({
  useRoiDialog: () => ({ openRoiCalculator }),
}));
jest.mock('@/components/site/toast/toast', () => ({ toast: jest.fn() }));

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

/** A page with the listener, a static part (as hydration leaves it) and live content. */
function Page() {
  return (
    <>
      <StaticHtmlEvents />
      <div
        className="contents"
        data-static-html=""
        dangerouslySetInnerHTML={{
          __html:
            '<a href="/about-us">About in static HTML</a>' +
            '<button type="button" data-site-action="roi"><svg><use href="#i"></use></svg>ROI</button>',
        }}
      />
      <ContactTrigger>Get a Quote</ContactTrigger>
      <RoiTrigger disabled>Disabled ROI</RoiTrigger>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- stands for a link React drew */}
      <a href="/careers">Careers, drawn by React</a>
      <button type="button" data-action="true">
        A toast action
      </button>
    </>
  );
}

describe('StaticHtmlEvents', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    for (const mock of [push, prefetch, goToContact, openRoiCalculator]) mock.mockClear();
  });

  it('says on the root element when its handlers are in place', () => {
    const { unmount } = render(<Page />);
    expect(document.documentElement).toHaveAttribute('data-static-html-events');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-static-html-events');
  });

  it('runs a trigger button anywhere, once per click, whatever part of it is hit', async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get a Quote' }));
    expect(goToContact).toHaveBeenCalledTimes(1);
    const roi = screen.getByRole('button', { name: 'ROI' });
    await user.click(roi.querySelector('use')!);
    expect(openRoiCalculator).toHaveBeenCalledTimes(1);
    expect(openRoiCalculator).toHaveBeenCalledWith(roi);
    // A modifier key changes nothing for a button.
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('button', { name: 'Get a Quote' }));
    await user.keyboard('{/Control}');
    expect(goToContact).toHaveBeenCalledTimes(2);
  });

  it('leaves disabled buttons, other buttons and handled clicks alone', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Disabled ROI' }));
    fireEvent.click(screen.getByRole('button', { name: 'A toast action' }));
    const handled = new MouseEvent('click', { bubbles: true, cancelable: true });
    handled.preventDefault();
    screen.getByRole('button', { name: 'Get a Quote' }).dispatchEvent(handled);
    expect(openRoiCalculator).not.toHaveBeenCalled();
    expect(goToContact).not.toHaveBeenCalled();
  });

  it('navigates client-side for a link in static HTML only, and prefetches it', async () => {
    render(<Page />);
    const user = userEvent.setup();
    const staticLink = screen.getByRole('link', { name: 'About in static HTML' });
    await user.hover(staticLink);
    expect(prefetch).toHaveBeenCalledWith('/about-us');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    staticLink.dispatchEvent(click);
    expect(push).toHaveBeenCalledWith('/about-us');
    expect(click.defaultPrevented).toBe(true);

    // next/link handles its own links; a modified click keeps the browser's behaviour.
    const reactLink = screen.getByRole('link', { name: 'Careers, drawn by React' });
    reactLink.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    staticLink.dispatchEvent(modified);
    expect(push).toHaveBeenCalledTimes(1);
    expect(modified.defaultPrevented).toBe(false);
  });
});
