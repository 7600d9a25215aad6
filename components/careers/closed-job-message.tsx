import Link from 'next/link';
import { buttonClassName } from '@/components/ui/button';

/** What a visitor reads at the address of a job that closed or was deleted. */
export function ClosedJobMessage({ brand }: { brand: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">This position is no longer open</h1>
      <p className="text-muted-foreground">
        The job you are looking for has been filled or closed at {brand}. Our other open positions
        are on the careers page.
      </p>
      <Link href="/careers" className={buttonClassName({ size: 'lg' })}>
        See open positions
      </Link>
      <Link href="/" className="text-primary underline underline-offset-4">
        Go to the home page
      </Link>
    </section>
  );
}
