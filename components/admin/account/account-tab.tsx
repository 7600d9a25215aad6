'use client';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordForm } from '@/components/admin/account/change-password-form';
import { TwoFactorSetup } from '@/components/admin/account/two-factor-setup';

/** Account: the signed-in admin's password and two-factor authentication. */
export function AccountTab({
  username,
  twoFactorEnabled,
}: {
  username: string;
  twoFactorEnabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>Signed in as {username}.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Two-Factor Authentication</CardTitle>
          <CardDescription>
            A time-based code from an authenticator app, asked for at every sign-in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorSetup enabled={twoFactorEnabled} />
        </CardContent>
      </Card>
    </div>
  );
}
