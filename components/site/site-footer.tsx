import { siteConfig } from '@/lib/config/site';
import { CurrentYear } from '@/components/site/current-year';
import { FooterDirectory } from '@/components/site/footer-directory';
import { ConsentFooterLinks } from '@/components/consent/consent-footer-links';

/**
 * Site footer: every listed link, the ROI button, socials, the copyright line and, unless
 * `consentLinks` is false (a page without tracking), the consent links.
 */
export function SiteFooter({ consentLinks = true }: { consentLinks?: boolean }) {
  const site = siteConfig();
  return (
    <footer className="bg-brand-dark text-slate-200">
      <FooterDirectory
        name={site.name}
        location={site.location}
        supportHours={site.supportHours}
        socials={site.socials}
        adminPage={site.adminPage}
      />
      <div className="border-t border-white/10">
        <div className="site-footer-bar">
          <p>
            © <CurrentYear serverYear={new Date().getFullYear()} /> {site.name}. All rights
            reserved.
          </p>
          {consentLinks && <ConsentFooterLinks />}
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
