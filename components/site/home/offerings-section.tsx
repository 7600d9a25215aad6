import Link from 'next/link';
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
import { offerings } from '@/content/offerings';
import { integrationStats } from '@/content/home';

export function OfferingsSection() {
  return (
    <section aria-labelledby="offerings-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="offerings-title"
        eyebrow="One platform"
        title="Three ways AI grows your revenue"
        intro="Answer every customer, coach every rep and let your team practice before the calls that matter."
      />
      <div className="grid gap-6 md:grid-cols-3">
        {offerings.map((offering) => (
          <Card key={offering.id}>
            <CardHeader>
              <CardTitle>
                <Link href={offering.href} className="hover:underline">
                  {offering.title}
                </Link>
              </CardTitle>
              <CardDescription className="font-medium text-primary">
                {offering.subtitle}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">{offering.description}</p>
              <ul className="check-list flex flex-col gap-2 text-sm">
                {offering.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </CardContent>
            <CardFooter className="mt-auto">
              <DemoButton className="w-full" aria-label={`Schedule Demo: ${offering.title}`}>
                {offering.cta}
              </DemoButton>
            </CardFooter>
          </Card>
        ))}
      </div>
      <div className="mt-20 rounded-2xl bg-brand-dark px-6 py-12 text-white sm:px-10">
        <h2 className="text-center text-3xl font-bold">Why Integration Matters</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-300">
          When the agent that answers your calls, the coach that reviews them and the roleplay that
          trains your team share one platform, every conversation makes the next one better.
        </p>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {integrationStats.map((stat) => (
            <div key={stat.label} className="flex flex-col gap-1 text-center">
              <dt className="order-2 font-semibold">{stat.label}</dt>
              <dd className="order-1 text-4xl font-extrabold text-indigo-200">{stat.value}</dd>
              <dd className="order-3 text-sm text-slate-300">{stat.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
