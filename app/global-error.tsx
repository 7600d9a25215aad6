'use client';

import './globals.css';

/**
 * The last-resort page when even a root layout cannot render, for instance the public layout
 * while the database is unreachable and its tracking pixels were never cached: a plain message
 * and a reload in place of the framework's bare error screen. It replaces the whole document, so
 * it brings its own html and body and relies on nothing the failed render would have provided.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">
          This page is unavailable right now
        </h1>
        <p className="max-w-xl text-muted-foreground">
          Something on our side is not answering. It usually passes within a minute; please try
          again shortly.
        </p>
        <button
          type="button"
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
      </body>
    </html>
  );
}
