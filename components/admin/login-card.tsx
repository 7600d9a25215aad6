'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Field, fieldAria } from '@/components/admin/field';
import { loginSchema, type LoginValues } from '@/components/admin/login-schema';
import { postSignIn } from '@/components/admin/sign-in';
import { TotpStep } from '@/components/admin/totp-step';

/** The admin login card: username and password, then a TOTP code when two-factor is on. */
export function LoginCard({ notice }: { notice?: string }) {
  const router = useRouter();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await postSignIn('/sign-in/username', values);
    if (outcome === 'second-factor') setStep('totp');
    if (outcome === 'signed-in') router.refresh();
    if (outcome === 'failed') form.resetField('password');
  });

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold">Admin Login</h1>
          <CardDescription>
            {step === 'password'
              ? 'Sign in to manage jobs, webhooks, email settings and tracking pixels.'
              : 'Enter the code from your authenticator app.'}
          </CardDescription>
          {notice ? (
            <p role="status" className="text-sm font-medium text-destructive">
              {notice}
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          {step === 'totp' ? (
            <TotpStep onDone={() => router.refresh()} onCancel={() => setStep('password')} />
          ) : (
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
              <Field id="username" label="Username" error={errors.username?.message}>
                <Input
                  {...fieldAria('username', errors.username?.message)}
                  autoComplete="username"
                  required
                  {...form.register('username')}
                />
              </Field>
              <Field id="password" label="Password" error={errors.password?.message}>
                <Input
                  {...fieldAria('password', errors.password?.message)}
                  type="password"
                  autoComplete="current-password"
                  required
                  {...form.register('password')}
                />
              </Field>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Logging in...' : 'Login'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
