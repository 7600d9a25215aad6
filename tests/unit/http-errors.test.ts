/** @jest-environment node */
import { ERROR_STATUS, HttpError, errorOf, errorResponse } from '@/lib/http/errors';
import { readJsonBody } from '@/lib/http/read-body';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('https://sonara.test/api/x', { method: 'POST', body, headers });

/** What a reader throws, as the client would receive it. */
async function refusal(read: Promise<unknown>) {
  const error = await read.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.status, body: await errorResponse(error).json() };
}

describe('the one error body', () => {
  it('answers with the status of its code, the body shape, no-store and Retry-After', async () => {
    const response = errorResponse(
      new HttpError('rate_limited', 'Too many.', {
        fields: { email: 'Bad.' },
        retryAfterSeconds: 9,
      }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('9');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many.', fields: { email: 'Bad.' } },
    });
  });

  it('leaves out fields and Retry-After when there are none', async () => {
    const response = errorResponse(new HttpError('not_found', 'Gone away.'));
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Gone away.' } });
  });

  it('maps every code to a 4xx or 5xx status', () => {
    for (const status of Object.values(ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('is read back by clients, and nothing else passes for it', () => {
    const error = { code: 'invalid_fields', message: 'Fix it.', fields: { a: 'b' } };
    expect(errorOf({ error })).toEqual(error);
    for (const other of [undefined, null, 'x', { error: 'old string shape' }, { error: {} }]) {
      expect(errorOf(other)).toBeUndefined();
    }
  });
});

describe('the bounded JSON body reader', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it('reads a JSON body within the limit', async () => {
    await expect(readJsonBody(post('{"a":1}', json), 100)).resolves.toEqual({ a: 1 });
  });

  it('refuses other media types with 415', async () => {
    expect(await refusal(readJsonBody(post('a=1', { 'content-type': 'text/plain' })))).toEqual({
      status: 415,
      body: { error: { code: 'unsupported_media_type', message: 'Send the data as JSON.' } },
    });
  });

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const declared = post('{"a":1}', { ...json, 'content-length': '1000' });
    expect((await refusal(readJsonBody(declared, 100))).status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`"${'x'.repeat(200)}"`));
        controller.close();
      },
    });
    const chunked = new Request('https://sonara.test/api/x', {
      method: 'POST',
      body: streamed,
      headers: json,
      duplex: 'half',
    } as RequestInit);
    expect(await refusal(readJsonBody(chunked, 100))).toEqual({
      status: 413,
      body: { error: { code: 'too_large', message: 'The request is too large.' } },
    });
  });

  it('refuses broken JSON, bad UTF-8 and an empty body with 400', async () => {
    expect((await refusal(readJsonBody(post('{"a":', json)))).status).toBe(400);
    expect(
      (await refusal(readJsonBody(post(new Uint8Array([0x22, 0xff, 0x22]), json)))).status,
    ).toBe(400);
    expect((await refusal(readJsonBody(post(null, json)))).body).toEqual({
      error: { code: 'bad_request', message: 'The request has no body.' },
    });
  });
});
