import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { LogMissingPath } from '@/components/site/log-missing-path';

/** The body of the 404 page (spec "Not-found page"), and the report of the missing address. */
export function NotFoundContent() {
  return (
    <>
      <NotFoundMessage />
      <LogMissingPath />
    </>
  );
}

/** What a visitor reads on the 404 page. */
export function NotFoundMessage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild size="lg">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  );
}
