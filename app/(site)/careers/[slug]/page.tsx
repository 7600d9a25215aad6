import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { JobDescription } from '@/components/careers/job-description';
import { JobFacts } from '@/components/careers/job-facts';
import { JobPageApplication } from '@/components/careers/job-page-application';
import { trailFor } from '@/components/site/breadcrumbs';
import { PageHero } from '@/components/site/page-hero';
import { buttonClassName } from '@/components/ui/button';
import { siteConfig } from '@/lib/config/site';
import { getOpenJob } from '@/lib/jobs/active-jobs';
import { jobPostingJsonLd } from '@/lib/seo/json-ld';
import { jobPageMetadata } from '@/lib/seo/metadata';

interface JobPageProps {
  params: Promise<{ slug: string }>;
}

const APPLY_ID = 'apply';

/**
 * No job pages at build: the build opens no database. Each is rendered on its first request and
 * cached under the jobs tag like /careers, so a job change shows on the next request.
 */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: JobPageProps): Promise<Metadata> {
  const job = await getOpenJob((await params).slug);
  return job ? jobPageMetadata(job) : {};
}

/**
 * One open job: its facts, description and qualifications, the application form, and the job's
 * JobPosting data. A closed or deleted job's address answers 410 before it gets here (proxy.ts);
 * anything else without an open job is a 404.
 */
export default async function JobPage({ params }: JobPageProps) {
  const job = await getOpenJob((await params).slug);
  if (!job) notFound();
  return (
    <>
      <PageHero
        trail={[...trailFor('/careers'), { name: job.title, path: `/careers/${job.slug}` }]}
        eyebrow="Careers"
        title={job.title}
        intro={<JobFacts job={job} />}
      >
        <a href={`#${APPLY_ID}`} className={buttonClassName({ size: 'lg' })}>
          Apply for this job
          <Icon name="arrow-down" />
        </a>
      </PageHero>
      <JobDescription job={job} />
      <section
        id={APPLY_ID}
        aria-label="Job application"
        className="scroll-mt-20 bg-muted/60 px-4 py-16 sm:px-6"
      >
        <JobPageApplication job={{ id: job.id, title: job.title, reqNumber: job.reqNumber }} />
      </section>
      <JsonLdScript data={jobPostingJsonLd(siteConfig(), job)} />
    </>
  );
}
