import type { Metadata } from 'next';
import { CareersBody } from '@/components/careers/careers-body';
import { CareersHeroButton } from '@/components/careers/careers-hero-button';
import { CareersProvider } from '@/components/careers/careers-state';
import { CultureSection } from '@/components/careers/culture-section';
import { JobListings } from '@/components/careers/job-listings';
import { OPENINGS_ID } from '@/components/careers/section-ids';
import { trailFor } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { PageSection } from '@/components/site/page-section';
import { buttonClassName } from '@/components/ui/button';
import { siteConfig } from '@/lib/config/site';
import { getActiveJobs } from '@/lib/jobs/active-jobs';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = routeMetadata('/careers');

/**
 * A posting past its closing date leaves the list on the first render of a new day; without an
 * admin change (which re-renders at once) that is at most this long after midnight.
 */
export const revalidate = 3600;

/**
 * Careers: active jobs come from the database through a tagged cache, so the page is served from
 * cache and a job change made in the admin shows on the next request. No JobPosting data here:
 * search engines want it on each job's own page, not on a page listing jobs.
 */
export default async function CareersPage() {
  const site = siteConfig();
  const jobs = await getActiveJobs();
  return (
    <CareersProvider>
      <PageHero
        trail={trailFor('/careers')}
        eyebrow="Careers"
        title={`Build the future of business conversations at ${site.name}`}
        intro="We build AI voice agents that answer calls for dental practices, law firms, veterinary clinics and home-service companies, and AI coaching that helps sales teams improve on every call. Join us."
      >
        <CareersHeroButton className={buttonClassName({ size: 'lg' })} />
      </PageHero>
      <CareersBody>
        <CultureSection />
        <PageSection
          id={OPENINGS_ID}
          headingId="openings-title"
          eyebrow="Join us"
          title="Open Positions"
          intro="Pick a team to filter the list, then apply in a few minutes with your resume."
          tone="muted"
        >
          <JobListings jobs={jobs} />
        </PageSection>
      </CareersBody>
    </CareersProvider>
  );
}
