import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { SectionHeading } from '@/components/site/home/section-heading';
import { industries } from '@/content/industries';
import { sampleConversation, voiceFeatures } from '@/content/home';

export function IndustriesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-muted/60 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Industry solutions"
          title="Voice agents trained for your industry"
          intro="Pre-built for the calls your business gets every day, and tuned to your scripts, systems and tone."
        />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <Card key={industry.id}>
              <CardHeader>
                <CardTitle>{industry.name}</CardTitle>
                <CardDescription>{industry.description}</CardDescription>
              </CardHeader>
              <CardFooter className="mt-auto">
                <Button asChild variant="outline">
                  <Link href={`/solutions#${industry.id}`}>
                    Learn More<span className="sr-only"> about {industry.name}</span>
                    <Icon name="arrow-right" />
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          ))}
          <Card className="border-primary/40 bg-secondary">
            <CardHeader>
              <CardTitle>Custom Solutions</CardTitle>
              <CardDescription className="text-secondary-foreground">
                Healthcare, financial services, retail or something else entirely: we build custom
                voice agents, outbound campaigns and full AI call centers.
              </CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto">
              <Button asChild>
                <Link href="/custom-solutions">
                  Explore Custom Solutions <Icon name="arrow-right" />
                </Link>
              </Button>
            </CardFooter>
          </Card>
        </div>
        <div className="mt-16 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-2xl font-bold">Core voice AI features</h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {voiceFeatures.map((feature) => (
                <li key={feature.title} className="rounded-lg border bg-background p-4">
                  <p className="font-semibold">{feature.title}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{feature.description}</p>
                </li>
              ))}
            </ul>
          </div>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Icon name="bot" className="size-5 text-primary" />A sample conversation
              </CardTitle>
              <CardDescription>
                A dental patient calling at 8:12 AM, before the office opens.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ol className="flex flex-col gap-3">
                {sampleConversation.map((line, index) => (
                  <li
                    key={index}
                    className={
                      line.speaker === 'Caller'
                        ? 'mr-8 rounded-lg bg-muted p-3 text-sm'
                        : 'ml-8 rounded-lg bg-primary p-3 text-sm text-primary-foreground'
                    }
                  >
                    <span className="block text-xs font-semibold opacity-90">{line.speaker}</span>
                    {line.text}
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
