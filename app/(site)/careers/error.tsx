'use client';

import { buttonVariants } from '@/components/ui/button-variants';

/**
 * Careers when its listings cannot be loaded (the database is unreachable before the page was
 * first cached): a plain explanation and a retry that fetches the page again from the server,
 * inside the site's header and footer, instead of the framework's bare error page.
 */
export default function CareersError({ retry }: { error: Error; retry: () => void }) {
  return (
    <section
      aria-labelledby="careers-error-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-24 text-center"
    >
      <h1 id="careers-error-title" className="text-3xl font-semibold tracking-tight">
        Open positions are unavailable right now
      </h1>
      <p className="text-muted-foreground">
        We could not load our job listings. This is on our side and usually passes within a minute;
        please try again shortly.
      </p>
      {/* A plain button with the Button look: this boundary loads with every /careers visit, and
          the Button component would add its slot and class-merging code to that first load. */}
      <button type="button" onClick={retry} className={buttonVariants()}>
        Try again
      </button>
    </section>
  );
}
