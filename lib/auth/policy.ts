/** Session lifetime: idle timeout (sliding) and an absolute cap, enforced by `checkSession` and
 * by the account endpoints' hook (auth-hooks.ts). */
export const SESSION_POLICY = {
  idleSeconds: 2 * 60 * 60,
  refreshAfterSeconds: 10 * 60,
  absoluteSeconds: 12 * 60 * 60,
} as const;
