import Link from 'next/link';
import { FOOTER_GROUPS } from '@/lib/config/navigation';
import { BrandLogo } from '@/components/site/brand-logo';
import { RoiButton } from '@/components/site/roi-button';

interface FooterDirectoryProps {
  name: string;
  location: string;
  supportHours: string;
  socials: readonly { label: string; href: string }[];
  /** The admin page's address (absolute when the admin has its own origin). */
  adminPage: string;
}

/** The footer's upper part: the brand, where and when to reach it, and every listed link. */
export function FooterDirectory({
  name,
  location,
  supportHours,
  socials,
  adminPage,
}: FooterDirectoryProps) {
  return (
    <div className="site-footer-grid">
      <div className="flex flex-col gap-4">
        <Link href="/" className="w-fit rounded-md text-white">
          <BrandLogo name={name} />
        </Link>
        <p className="max-w-sm text-sm text-slate-300">
          AI voice agents that answer every call, book appointments and qualify leads, plus AI sales
          coaching and roleplay training for teams that sell.
        </p>
        <p className="text-sm text-slate-300">
          {location}
          <br />
          Support: {supportHours}
        </p>
        <RoiButton variant="secondary" size="sm" className="w-fit" />
        <ul className="footer-social" aria-label="Social profiles">
          {socials.map((social, index) => (
            <li key={index}>
              <a href={social.href} target="_blank" rel="noopener noreferrer">
                {social.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {/* Index keys: fixed lists, and the payload then carries each address once, not twice. */}
      {FOOTER_GROUPS.map((group, index) => (
        <nav key={index} aria-label={`Footer ${group.title}`}>
          <h2 className="footer-heading">{group.title}</h2>
          <ul className="footer-links">
            {group.links.map((link, index) => (
              <li key={index}>
                <Link href={link.href === '/admin' ? adminPage : link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
