import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { buttonClassName } from '@/components/ui/button';
import { trailFor } from '@/components/site/breadcrumb-trail';
import { PageHeroContent } from '@/components/site/page-hero-content';
import { ScrollToSectionButton } from '@/components/site/scroll-to-section-button';
import { industries } from '@/content/industries';
import { customSolution } from '@/content/solutions';

/** The top of /solutions: its hero and the links to each industry's section below. */
export function SolutionsHero() {
  return (
    <>
      <PageHeroContent
        trail={trailFor('/solutions')}
        eyebrow="Industry Solutions"
        title="AI voice agents built for the way your industry works"
        intro="Pre-trained for the calls dental practices, law firms, veterinary clinics and home-service companies get every day, then tuned to your scripts, systems and tone of voice."
      >
        <ScrollToSectionButton target="contact" size="lg">
          Get a Free Quote
        </ScrollToSectionButton>
        <Link
          href="/custom-solutions"
          className={buttonClassName({ size: 'lg', variant: 'outline' })}
        >
          Custom Solutions <Icon name="arrow-right" />
        </Link>
      </PageHeroContent>

      <nav aria-label="Industries on this page" className="border-y bg-background">
        <ul className="industry-nav">
          {[...industries, { id: customSolution.subject.id, name: 'Custom' }].map((industry) => (
            <li key={industry.id}>
              <a href={`#${industry.id}`}>{industry.name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
