import { Badge } from '@/components/ui/badge';
import { DemoButton } from '@/components/site/demo-button';
import { SectionHeading } from '@/components/site/home/section-heading';
import { managedServicesPlan as plan } from '@/content/home';

/**
 * Services section (id services): the one Managed Services plan, styled from `.home-plan`.
 * Lists of fixed copy take index keys: they never reorder, and a text key would be sent again
 * in the hydration payload.
 */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="home-band home-muted">
      <SectionHeading
        id="services-title"
        eyebrow="Services"
        title="Managed for you, priced for your call volume"
        intro="Every business is different, so pricing is set in a short consultation."
      />
      <div className="card tile home-plan">
        <Badge>{plan.label}</Badge>
        <h3>{plan.name}</h3>
        <p>{plan.description}</p>
        <p>
          {plan.price} <span>{plan.period}</span>
        </p>
        <ul className="check-list">
          {plan.features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
        <div>
          <DemoButton size="lg">{plan.buttonText}</DemoButton>
          <DemoButton size="lg" variant="outline">
            Book a Consultation
          </DemoButton>
        </div>
      </div>
    </section>
  );
}
