import { toast } from 'sonner';

export type SignInOutcome = 'signed-in' | 'second-factor' | 'failed';

/** Posts to a better-auth sign-in endpoint and shows the spec's toasts. */
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
  const data = (await response.json().catch(() => ({}))) as {
    twoFactorRedirect?: boolean;
    message?: string;
  };
  if (response.ok && data.twoFactorRedirect) return 'second-factor';
  if (response.ok) {
    toast.success('Login successful', { description: 'Welcome to the admin panel' });
    return 'signed-in';
  }
  const description =
    response.status === 429 || response.status >= 500
      ? (data.message ?? 'Please try again later.')
      : path.startsWith('/two-factor')
        ? 'Invalid authentication code'
        : 'Invalid username or password';
  toast.error('Login failed', { description });
  return 'failed';
}
