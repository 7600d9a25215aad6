import Link from 'next/link';
import { siteConfig } from '@/lib/config/site';
import { FOOTER_GROUPS } from '@/lib/config/navigation';
import { BrandLogo } from '@/components/site/site-header';
import { CurrentYear } from '@/components/site/current-year';
import { RoiButton } from '@/components/site/roi-button';
import { ConsentFooterLinks } from '@/components/consent/consent-footer-links';

/** Site footer (spec "Footer"): every listed link, the ROI button, socials and the copyright line. */
export function SiteFooter() {
  const site = siteConfig();
  return (
    <footer className="bg-brand-dark text-slate-200">
      <div className="site-footer-grid">
        <div className="flex flex-col gap-4">
          <Link href="/" className="w-fit rounded-md text-white">
            <BrandLogo name={site.name} />
          </Link>
          <p className="max-w-sm text-sm text-slate-300">
            AI voice agents that answer every call, book appointments and qualify leads, plus AI
            sales coaching and roleplay training for teams that sell.
          </p>
          <p className="text-sm text-slate-300">
            {site.location}
            <br />
            Support: {site.supportHours}
          </p>
          <RoiButton variant="secondary" size="sm" className="w-fit" />
          <ul className="footer-social" aria-label="Social profiles">
            {site.socials.map((social, index) => (
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
                  <Link href={link.href === '/admin' ? site.adminPage : link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="site-footer-bar">
          <p>
            © <CurrentYear serverYear={new Date().getFullYear()} /> {site.name}. All rights
            reserved.
          </p>
          <ConsentFooterLinks />
          <p>
            A product developed by{' '}
            <a
              href={site.parentCompany.href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-white underline underline-offset-4"
            >
              {site.parentCompany.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
