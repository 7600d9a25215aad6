import type { SiteConfig } from '@/lib/config/site';
import { ContactIntro } from '@/components/site/home/contact-intro';

/**
 * Contact section (id contact): heading and contact details; the form sits in `children`. Styled
 * from `.home-contact`.
 */
export function ContactSection({
  site,
  children,
}: {
  site: SiteConfig;
  children?: React.ReactNode;
}) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="home-band home-contact">
      <ContactIntro location={site.location} supportHours={site.supportHours} />
      {children ? <div className="contact-form-panel">{children}</div> : null}
    </section>
  );
}
