import type { QueryClient } from '@tanstack/react-query';
import { errorOf } from '@/lib/http/errors';

/** An admin API failure with the server's message and any field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** JSON request to the site's own API (same-origin cookies); non-2xx answers throw ApiError. */
export async function api<T>(path: string, { method = 'GET', body }: ApiOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  }
  if (!response.ok) throw await apiError(response, `The request failed (${response.status}).`);
  return (await response.json().catch(() => ({}))) as T;
}

/** The ApiError of a refused request, from its error body (`fallback` when it has none). */
export async function apiError(response: Response, fallback: string): Promise<ApiError> {
  const error = errorOf(await response.json().catch(() => undefined));
  return new ApiError(response.status, error?.message ?? fallback, error?.fields);
}

/** The text of any error, for a toast description. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/**
 * Puts the server's answer for a record into the cached list at once, so the table, and any form
 * filled from it, show it before the refetch: an edit opened right after a toggle must not send
 * back the state from before the toggle. (A new record appears with the refetch.)
 */
export function showSavedRecord<T extends { id: string }>(
  client: QueryClient,
  key: readonly unknown[],
  saved: T,
): void {
  client.setQueryData<T[]>(key, (list) =>
    list?.map((item) => (item.id === saved.id ? saved : item)),
  );
}
