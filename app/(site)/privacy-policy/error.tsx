'use client';

import { buttonVariants } from '@/components/ui/button-variants';

/**
 * The privacy policy when its list of tracking technologies cannot be loaded (the database is
 * unreachable before the page was first cached): the policy must not show an incomplete list, so
 * it says so and offers a retry, inside the site's header and footer.
 */
export default function PrivacyPolicyError({ retry }: { error: Error; retry: () => void }) {
  return (
    <section
      aria-labelledby="privacy-error-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-24 text-center"
    >
      <h1 id="privacy-error-title" className="text-3xl font-semibold tracking-tight">
        The privacy policy is unavailable right now
      </h1>
      <p className="text-muted-foreground">
        We could not load the current list of tracking technologies. This is on our side and usually
        passes within a minute; please try again shortly.
      </p>
      <button type="button" onClick={retry} className={buttonVariants()}>
        Try again
      </button>
    </section>
  );
}
