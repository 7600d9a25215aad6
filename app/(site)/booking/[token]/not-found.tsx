import Link from 'next/link';
import { Button } from '@/components/ui/button';

/** What a booking link that no longer works (or never did) shows, with status 404. */
export default function BookingNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">This booking link does not work</h1>
      <p className="text-muted-foreground">
        The link has expired or is incomplete. Links in booking emails work until 30 days after the
        meeting. To book a new time, send us the contact form again.
      </p>
      <Button asChild size="lg">
        <Link href="/#contact">Go to the contact form</Link>
      </Button>
    </section>
  );
}
