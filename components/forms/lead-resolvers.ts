import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ZodMiniType } from 'zod/mini';
import { applicationSchema } from '@/lib/forms/application';

type Values = Record<string, unknown>;

/** A form's resolver from its registry schema, in the chunk that `lazyResolver` loads on first use. */
export function resolverFor(schema: ZodMiniType): Resolver<Values, unknown, Values> {
  return zodResolver(schema as ZodMiniType<Values, Values>) as Resolver<Values, unknown, Values>;
}

export const applicationResolver = zodResolver(applicationSchema);
