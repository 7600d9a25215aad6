import { Badge } from '@/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { DemoButton } from '@/components/site/demo-button';
import { SectionHeading } from '@/components/site/home/section-heading';
import { managedServicesPlan as plan } from '@/content/home';

/** Services section (id services): the one Managed Services plan. */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-muted/60 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          eyebrow="Services"
          title="Managed for you, priced for your call volume"
          intro="Every business is different, so pricing is set in a short consultation."
        />
        <Card className="mx-auto max-w-2xl border-2 border-primary shadow-lg">
          <CardHeader className="items-start">
            <Badge>{plan.label}</Badge>
            <CardTitle className="text-2xl">{plan.name}</CardTitle>
            <CardDescription>{plan.description}</CardDescription>
            <p className="mt-2 text-3xl font-extrabold">
              {plan.price}{' '}
              <span className="block text-base font-normal text-muted-foreground sm:inline">
                {plan.period}
              </span>
            </p>
          </CardHeader>
          <CardContent>
            <ul className="check-list grid gap-2 text-sm sm:grid-cols-2">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </CardContent>
          <CardFooter className="flex-wrap">
            <DemoButton size="lg">{plan.buttonText}</DemoButton>
            <DemoButton size="lg" variant="outline">
              Book a Consultation
            </DemoButton>
          </CardFooter>
        </Card>
      </div>
    </section>
  );
}
