'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field, fieldAria } from '@/components/admin/field';
import { totpSchema, type TotpValues } from '@/components/admin/login-schema';
import { postSignIn } from '@/components/admin/sign-in';

/** Second sign-in step: a code from the authenticator app, or one of the backup codes. */
export function TotpStep({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [backup, setBackup] = useState(false);
  const form = useForm<TotpValues>({
    resolver: zodResolver(totpSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const path = backup ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp';
    const outcome = await postSignIn(path, { code });
    if (outcome === 'signed-in') onDone();
    else form.reset({ code: '' });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field
        id="totp-code"
        label={backup ? 'Backup code' : 'Authentication code'}
        error={errors.code?.message}
      >
        <Input
          {...fieldAria('totp-code', errors.code?.message)}
          inputMode={backup ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          required
          {...form.register('code')}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="px-0" onClick={() => setBackup(!backup)}>
          {backup ? 'Use the authenticator code' : 'Use a backup code'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Back
        </Button>
      </div>
    </form>
  );
}
