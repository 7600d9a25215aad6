import Link from 'next/link';
import { trailFor } from '@/components/site/breadcrumbs';
import { DocumentBody } from '@/components/site/document/document-body';
import { PageHero } from '@/components/site/page-hero';
import type { DocSection } from '@/content/document-types';
import { LEGAL_EFFECTIVE_DATE } from '@/content/dates';
import { formatLongDate } from '@/lib/blog/format-date';

/** A legal document with its fixed "Last Updated" date (the effective date kept in content). */
export function LegalPage({
  path,
  title,
  summary,
  sections,
}: {
  path: '/privacy-policy' | '/terms-of-service';
  title: string;
  summary: string;
  sections: readonly DocSection[];
}) {
  const other =
    path === '/privacy-policy'
      ? { href: '/terms-of-service', label: 'Terms of Service' }
      : { href: '/privacy-policy', label: 'Privacy Policy' };
  return (
    <>
      <PageHero
        trail={trailFor(path)}
        title={title}
        intro={
          <>
            <p>{summary}</p>
            <p className="mt-3 text-base font-medium text-foreground">
              Last Updated:{' '}
              <time dateTime={LEGAL_EFFECTIVE_DATE}>{formatLongDate(LEGAL_EFFECTIVE_DATE)}</time>
            </p>
          </>
        }
      />
      <DocumentBody sections={sections} tocLabel="Contents">
        <p className="text-muted-foreground">
          See also our{' '}
          <Link href={other.href} className="text-primary underline underline-offset-4">
            {other.label}
          </Link>
          .
        </p>
      </DocumentBody>
    </>
  );
}
