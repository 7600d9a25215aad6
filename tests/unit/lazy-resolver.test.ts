/** @jest-environment node */
import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver } from '@/components/forms/lazy-resolver';

type Values = { email: string };

const strict: Resolver<Values, unknown, Values> = async (
  values,
): Promise<ResolverResult<Values, Values>> => {
  if (values.email.includes('@')) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'pattern', message: 'Invalid email address' } } };
};

const context = undefined;
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<
  Resolver<Values, unknown, Values>
>[2];

describe('lazyResolver', () => {
  it('lets the server check a submission when the validation code fails to load, then retries it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<Resolver<Values, unknown, Values>>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(strict);
    const { resolver } = lazyResolver(load);

    expect(await resolver({ email: 'not an address' }, context, options)).toEqual({
      values: { email: 'not an address' },
      errors: {},
    });
    expect(await resolver({ email: 'not an address' }, context, options)).toMatchObject({
      errors: { email: { message: 'Invalid email address' } },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
