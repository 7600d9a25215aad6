import { Icon } from '@/components/ui/icon';
import type { SiteConfig } from '@/lib/config/site';

/**
 * Contact section (id contact): heading and contact details; the form sits in `children`.
 * Styled from `.home-contact`.
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
      <div>
        <h2 id="contact-title">Schedule your free consultation</h2>
        <p>
          Tell us about your calls and your team. We will contact you within 24 hours to set up a
          personalized demo and a quote for managed services.
        </p>
        <ul>
          <li>
            <Icon name="phone-call" />
            Demo requests answered within 24 hours
          </li>
          <li>
            <Icon name="clock" />
            Support {site.supportHours}
          </li>
          <li>
            <Icon name="map-pin" />
            {site.location}
          </li>
        </ul>
      </div>
      {children ? <div>{children}</div> : null}
    </section>
  );
}
