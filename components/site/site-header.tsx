import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { siteConfig } from '@/lib/config/site';
import { HEADER_LINKS } from '@/lib/config/navigation';
import { GetAQuoteButton } from '@/components/site/get-a-quote-button';
import { MobileMenu } from '@/components/site/mobile-menu';
import { RoiButton } from '@/components/site/roi-button';
import { buttonClassName } from '@/components/ui/button';

export function BrandLogo({ name }: { name: string }) {
  return (
    <span className="brand-logo">
      <span className="brand-mark">
        <Icon name="audio-lines" className="size-5" />
      </span>
      {name}
    </span>
  );
}

/**
 * Between 768 and about 1000 px the six desktop items and the brand only just fit: `nav-item`
 * (app/globals.css) has tighter padding there, and no item may wrap its words (a two-line
 * "AI Coaching" doubles the header's height).
 */
const DESKTOP_ITEM_CLASS = 'nav-item';

const MOBILE_ITEM_CLASS = 'menu-item';

/** The mobile menu's items: the header's, one per row. */
function MobileMenuItems({ loginUrl }: { loginUrl: string }) {
  return (
    <ul className="flex flex-col gap-1 pt-2">
      {/* Index keys: a fixed list, and the payload then carries each address once, not twice. */}
      {HEADER_LINKS.map((link, index) => (
        <li key={index}>
          <Link href={link.href} className={MOBILE_ITEM_CLASS}>
            {link.label}
          </Link>
        </li>
      ))}
      <li>
        <RoiButton
          variant="ghost"
          className="w-full justify-start px-3 py-3 text-base"
          withIcon={false}
        />
      </li>
      <li>
        <a href={loginUrl} target="_blank" rel="noopener noreferrer" className={MOBILE_ITEM_CLASS}>
          Login<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
      <li className="pt-2">
        <GetAQuoteButton className="w-full" />
      </li>
    </ul>
  );
}

/** Sticky site header (spec "Header"). */
export function SiteHeader() {
  const site = siteConfig();
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link href="/" aria-label={`${site.name} home`} className="shrink-0 rounded-md">
          <BrandLogo name={site.name} />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex lg:gap-1">
          {HEADER_LINKS.map((link, index) => (
            <Link key={index} href={link.href} className={DESKTOP_ITEM_CLASS}>
              {link.label}
            </Link>
          ))}
          <RoiButton
            variant="ghost"
            size="sm"
            withIcon={false}
            // Its own text colour beats the ghost look's hover colour, so it names that too.
            className="px-2 text-foreground/80 hover:text-accent-foreground lg:px-3"
          />
          <a
            href={site.loginUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={DESKTOP_ITEM_CLASS}
          >
            Login<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <GetAQuoteButton size="sm" className="ml-1 lg:ml-2" />
        </nav>
        <MobileMenu toggleClassName={buttonClassName({ variant: 'ghost', size: 'icon' })}>
          <MobileMenuItems loginUrl={site.loginUrl} />
        </MobileMenu>
      </div>
    </header>
  );
}
