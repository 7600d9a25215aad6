'use client';

import '@/lib/validation/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field, fieldAria } from '@/components/admin/field';
import { authPost } from '@/components/admin/account/auth-post';

// Same bounds as the server (lib/auth/password.ts): length only, no composition rules.
const schema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z
      .string()
      .min(12, 'Use at least 12 characters')
      .max(128, 'Use at most 128 characters'),
    confirm: z.string(),
  })
  .refine((values) => values.newPassword === values.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match',
  });
type Values = z.infer<typeof schema>;

/** Change password; every other session of this account is signed out. */
export function ChangePasswordForm() {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await authPost('/change-password', {
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      form.reset();
      toast.success('Password changed', { description: 'Your other sessions were signed out.' });
    } catch (error) {
      toast.error('Password not changed', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <Field id="current-password" label="Current password" error={errors.currentPassword?.message}>
        <Input
          {...fieldAria('current-password', errors.currentPassword?.message)}
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </Field>
      <Field
        id="new-password"
        label="New password"
        error={errors.newPassword?.message}
        hint="12 to 128 characters. A long passphrase is best."
      >
        <Input
          {...fieldAria('new-password', errors.newPassword?.message, true)}
          type="password"
          autoComplete="new-password"
          {...form.register('newPassword')}
        />
      </Field>
      <Field id="confirm-password" label="Repeat the new password" error={errors.confirm?.message}>
        <Input
          {...fieldAria('confirm-password', errors.confirm?.message)}
          type="password"
          autoComplete="new-password"
          {...form.register('confirm')}
        />
      </Field>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
