import Link from 'next/link';
import { HEADER_LINKS } from '@/lib/config/navigation';
import { BrandLogo } from '@/components/site/brand-logo';
import { GetAQuoteButton } from '@/components/site/get-a-quote-button';
import { RoiButton } from '@/components/site/roi-button';

/**
 * Between 768 and about 1000 px the six desktop items and the brand only just fit: `nav-item`
 * (app/globals.css) has tighter padding there, and no item may wrap its words (a two-line
 * "AI Coaching" doubles the header's height).
 */
const DESKTOP_ITEM_CLASS = 'nav-item';

/** The header's brand link and, from 768 px, its navigation. */
export function HeaderLinks({ name, loginUrl }: { name: string; loginUrl: string }) {
  return (
    <>
      <Link href="/" aria-label={`${name} home`} className="shrink-0 rounded-md">
        <BrandLogo name={name} />
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
        <a href={loginUrl} target="_blank" rel="noopener noreferrer" className={DESKTOP_ITEM_CLASS}>
          Login<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <GetAQuoteButton size="sm" className="ml-1 lg:ml-2" />
      </nav>
    </>
  );
}
