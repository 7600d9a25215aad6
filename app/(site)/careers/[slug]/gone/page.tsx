import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ClosedJobMessage } from '@/components/careers/closed-job-message';
import { siteConfig } from '@/lib/config/site';
import { currentJobPageStatus } from '@/lib/jobs/job-page-status';

// A job may be opened again: the answer is never kept.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'This position is no longer open',
  robots: { index: false, follow: true },
  alternates: { canonical: null },
};

interface GonePageProps {
  params: Promise<{ slug: string }>;
}

/**
 * The page of a closed or deleted job, inside the site's header and footer. The proxy rewrites
 * such a job's address here with the status 410 (Gone), so search engines drop it. Asked for
 * directly, an address whose job is open or never existed is not gone: 404. When the database
 * cannot say, the proxy has just found the job gone, so the message stands.
 */
export default async function GoneJobPage({ params }: GonePageProps) {
  const { slug } = await params;
  const status = await currentJobPageStatus(slug).catch(() => 'gone' as const);
  if (status !== 'gone') notFound();
  return <ClosedJobMessage brand={siteConfig().name} />;
}
