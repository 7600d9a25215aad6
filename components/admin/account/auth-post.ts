/** POSTs JSON to a better-auth endpoint; resolves to the body, or throws with its message. */
export async function authPost<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string; code?: string };
  if (!response.ok) {
    throw new Error(
      data.code === 'INVALID_PASSWORD'
        ? 'The current password is incorrect.'
        : data.code === 'INVALID_CODE'
          ? 'That code is not valid. Check the time on your device and try again.'
          : (data.message ?? `The request failed (${response.status}).`),
    );
  }
  return data;
}
