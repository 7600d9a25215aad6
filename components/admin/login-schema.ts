import '@/lib/validation/zod-jitless';
import { z } from 'zod';

/** The login card's fields: both required, with upper bounds so no request is huge. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100, 'Username is too long'),
  password: z.string().min(1, 'Password is required').max(1000, 'Password is too long'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const totpSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9-]{8,20})$/, 'Enter the 6-digit code from your authenticator app'),
});
export type TotpValues = z.infer<typeof totpSchema>;
