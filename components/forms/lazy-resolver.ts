import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (zod and the lead schemas, the largest part of a form's
 * JavaScript) loads when it is first needed instead of with the page: the forms sit below the
 * fold, and the server validates every submission again anyway. `preload` starts the download
 * early, when the visitor first focuses a field. A failed download is retried on the next use;
 * meanwhile the values go to the server unchecked, whose field errors the form then shows, so a
 * missing file (a flaky network, or a page older than the deployed site) never blocks a lead.
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
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let validate: Resolver<TValues, unknown, TOutput>;
    try {
      validate = await get();
    } catch (error) {
      console.error('[forms] validation did not load; the server checks this submission:', error);
      return { values: values as unknown as TOutput, errors: {} };
    }
    return validate(values, context, options);
  };
  const preload = () => {
    get().catch((error: unknown) => console.error('[forms] validation did not load:', error));
  };
  return { resolver, preload };
}
