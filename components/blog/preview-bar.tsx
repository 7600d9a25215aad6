import Link from 'next/link';
import type { BlogStatus } from '@/lib/blog/post-types';

// Spelled out in UTC, so everyone the link is shared with reads the same time.
const moment = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function At({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{moment.format(date)} UTC</time>;
}

function StatusLine({ status, slug, publishAt }: Omit<PreviewBarProps, 'expiresAt'>) {
  switch (status) {
    case 'draft':
      return <>This post is a draft: it is not published.</>;
    case 'scheduled':
      return publishAt ? (
        <>
          This post is scheduled: it is not public until <At date={publishAt} />.
        </>
      ) : (
        <>This post is scheduled: it is not public yet.</>
      );
    case 'archived':
      return <>This post is archived: it is not on the site.</>;
    case 'published':
      return (
        <>
          This post is published; its public page is{' '}
          <Link href={`/blog/${slug}`} className="font-semibold underline underline-offset-4">
            /blog/{slug}
          </Link>
          .
        </>
      );
  }
}

interface PreviewBarProps {
  status: BlogStatus;
  slug: string;
  publishAt: Date | null;
  expiresAt: Date;
}

/**
 * The bar above a post's preview: it says this page is a preview that is not public, the post's
 * status, and when the link stops working.
 */
export function PreviewBar({ status, slug, publishAt, expiresAt }: PreviewBarProps) {
  return (
    <aside
      aria-label="Preview"
      data-testid="preview-bar"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
        <p className="font-bold tracking-wide uppercase">Preview</p>
        <p>
          This page is not public: only people with this link can open it, and search engines do not
          index it. <StatusLine status={status} slug={slug} publishAt={publishAt} />
        </p>
        <p>
          This preview link expires on <At date={expiresAt} />.
        </p>
      </div>
    </aside>
  );
}
