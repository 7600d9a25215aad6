import Link from 'next/link';
import { Button } from '@/components/ui/button';

/** What a preview link that no longer works (or never did) shows, with status 404. */
export default function PreviewNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">This preview link does not work</h1>
      <p className="text-muted-foreground">
        The link has expired, is incomplete, or its post has been deleted. Preview links work for 24
        hours: to see the post, open it in the admin&apos;s Blog tab and choose Preview for a new
        link.
      </p>
      <Button asChild size="lg">
        <Link href="/blog">See the published articles</Link>
      </Button>
    </section>
  );
}
