import Link from 'next/link';
import { siteConfig } from '@/lib/config/site';
import { HEADER_LINKS } from '@/lib/config/navigation';
import { GetAQuoteButton } from '@/components/site/get-a-quote-button';
import { MobileMenu } from '@/components/site/mobile-menu';
import { RoiButton } from '@/components/site/roi-button';
import { buttonClassName } from '@/components/ui/button';
import { HeaderLinks } from '@/components/site/header-links';

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
        <HeaderLinks name={site.name} loginUrl={site.loginUrl} />
        <MobileMenu toggleClassName={buttonClassName({ variant: 'ghost', size: 'icon' })}>
          <MobileMenuItems loginUrl={site.loginUrl} />
        </MobileMenu>
      </div>
    </header>
  );
}
