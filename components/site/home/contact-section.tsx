import type { SiteConfig } from '@/lib/config/site';
import { StaticHtml } from '@/components/static-html/static-html';

/**
 * Contact section (id contact): heading and contact details (sent as HTML only, see
 * components/static-html); the form sits in `children`. Styled from `.home-contact`.
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
      <StaticHtml
        part="contact-intro"
        props={{ location: site.location, supportHours: site.supportHours }}
      />
      {children ? <div className="contact-form-panel">{children}</div> : null}
    </section>
  );
}
