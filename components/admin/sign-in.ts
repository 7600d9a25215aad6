import { toast } from 'sonner';
import {
  REFUSED_ORIGIN_MESSAGE,
  UNAVAILABLE_MESSAGE,
  WRONG_ADDRESS_MESSAGE,
  throttledMessage,
  unexpectedFailureMessage,
} from '@/lib/auth/sign-in-messages';

type SignInOutcome = 'signed-in' | 'second-factor' | 'failed';

interface SignInAnswer {
  twoFactorRedirect?: boolean;
  message?: string;
  code?: string;
}

/**
 * Why a sign-in failed, in words: the real reason when it is not the credentials (a throttle with
 * its wait, a refused origin, the server down), else one text for a wrong password or code (it never says which of
 * the two was wrong).
 */
export function failureText(path: string, response: Response, data: SignInAnswer): string {
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return throttledMessage(Number.isFinite(retryAfter) ? retryAfter : undefined);
  }
  if (response.status >= 500) return UNAVAILABLE_MESSAGE;
  // Before a session exists only the origin checks refuse with 403: better-auth's trusted
  // origin, or the site's refusal of a cross-site write.
  if (response.status === 403) return REFUSED_ORIGIN_MESSAGE;
  if (response.status === 400 && data.code === 'INVALID_CHARACTERS' && data.message) {
    return data.message;
  }
  // With ADMIN_URL set, sign-in answers 404 on every other host.
  if (response.status === 404) return WRONG_ADDRESS_MESSAGE;
  // Only an answer about the fields themselves may blame the username or password.
  if (![400, 401, 422].includes(response.status)) return unexpectedFailureMessage(response.status);
  return path.startsWith('/two-factor')
    ? 'Invalid authentication code'
    : 'Invalid username or password';
}

/** Posts to a better-auth sign-in endpoint and shows the sign-in toasts. */
export async function postSignIn(
  path: string,
  body: Record<string, string>,
): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    toast.error('Login failed', { description: 'The server could not be reached.' });
    return 'failed';
  }
  const data = (await response.json().catch(() => ({}))) as SignInAnswer;
  if (response.ok && data.twoFactorRedirect) return 'second-factor';
  if (response.ok) {
    toast.success('Login successful', { description: 'Welcome to the admin panel' });
    return 'signed-in';
  }
  toast.error('Login failed', { description: failureText(path, response, data) });
  return 'failed';
}
