import { Icon } from '@/components/ui/icon';

/** The contact section's heading and contact details, beside the form. */
export function ContactIntro({
  location,
  supportHours,
}: {
  location: string;
  supportHours: string;
}) {
  return (
    <div className="contact-intro">
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
          Support {supportHours}
        </li>
        <li>
          <Icon name="map-pin" />
          {location}
        </li>
      </ul>
    </div>
  );
}
