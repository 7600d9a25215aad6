import { Icon } from '@/components/ui/icon';
import type { SiteConfig } from '@/lib/config/site';

/** Contact section (id contact): heading and contact details; the form sits in `children`. */
export function ContactSection({
  site,
  children,
}: {
  site: SiteConfig;
  children?: React.ReactNode;
}) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="bg-brand-dark py-20 text-white"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div className="flex flex-col gap-6">
          <h2 id="contact-title" className="text-3xl font-bold sm:text-4xl">
            Schedule your free consultation
          </h2>
          <p className="text-lg text-slate-300">
            Tell us about your calls and your team. We will contact you within 24 hours to set up a
            personalized demo and a quote for managed services.
          </p>
          <ul className="flex flex-col gap-4 text-slate-200">
            <li className="flex gap-3">
              <Icon name="phone-call" className="size-5 shrink-0 text-indigo-200" />
              Demo requests answered within 24 hours
            </li>
            <li className="flex gap-3">
              <Icon name="clock" className="size-5 shrink-0 text-indigo-200" />
              Support {site.supportHours}
            </li>
            <li className="flex gap-3">
              <Icon name="map-pin" className="size-5 shrink-0 text-indigo-200" />
              {site.location}
            </li>
          </ul>
        </div>
        {children ? (
          <div className="rounded-2xl bg-background p-6 text-foreground shadow-xl sm:p-8">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
