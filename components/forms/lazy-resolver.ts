import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (zod and the lead schemas, the largest part of a form's
 * JavaScript) loads when it is first needed instead of with the page: the forms sit below the
 * fold, and the server validates every submission again anyway. `preload` starts the download
 * early, when the visitor first focuses a field. A failed download is retried on the next use.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
) {
  let pending: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  const preload = () => {
    get().catch((error: unknown) => console.error('[forms] validation did not load:', error));
  };
  return { resolver, preload };
}
