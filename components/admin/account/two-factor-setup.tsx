'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/admin/field';
import { authPost } from '@/components/admin/account/auth-post';

interface Enrollment {
  totpURI: string;
  backupCodes: string[];
}

/** The enrollment link as a QR code image (the library loads only when an admin sets up 2FA). */
function useQrCode(uri: string | undefined) {
  const [image, setImage] = useState<{ uri: string; dataUrl: string } | null>(null);
  useEffect(() => {
    if (!uri) return;
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(uri, { margin: 1, width: 192 }))
      .then((dataUrl) => {
        if (current) setImage({ uri, dataUrl });
      })
      .catch((error: unknown) => console.error('[2fa] QR code not drawn:', error));
    return () => {
      current = false;
    };
  }, [uri]);
  return image && image.uri === uri ? image.dataUrl : null;
}

function failed(title: string, error: unknown) {
  toast.error(title, { description: error instanceof Error ? error.message : 'Please try again.' });
}

/** Turns TOTP two-factor on (password, then scan and confirm a code) or off (password). */
export function TwoFactorSetup({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [pending, setPending] = useState(false);
  const qrCode = useQrCode(enrollment?.totpURI);

  const run = async (task: () => Promise<void>) => {
    setPending(true);
    try {
      await task();
    } finally {
      setPending(false);
    }
  };

  const start = () =>
    run(async () => {
      try {
        setEnrollment(await authPost<Enrollment>('/two-factor/enable', { password }));
        setPassword('');
      } catch (error) {
        failed('Two-factor not enabled', error);
      }
    });
  const confirm = () =>
    run(async () => {
      try {
        await authPost('/two-factor/verify-totp', { code: code.trim() });
        toast.success('Two-factor authentication enabled', {
          description: 'Sign-in now asks for a code from your authenticator app.',
        });
        setEnrollment(null);
        router.refresh();
      } catch (error) {
        failed('Code not accepted', error);
      }
    });
  const disable = () =>
    run(async () => {
      try {
        await authPost('/two-factor/disable', { password });
        setPassword('');
        toast.success('Two-factor authentication disabled');
        router.refresh();
      } catch (error) {
        failed('Two-factor not disabled', error);
      }
    });

  if (enrollment) {
    const secret = new URL(enrollment.totpURI).searchParams.get('secret') ?? '';
    return (
      <div className="flex max-w-xl flex-col gap-4">
        <p className="text-sm">
          Add this account to your authenticator app: scan the code, open the link on your phone, or
          enter the key by hand.
        </p>
        {qrCode ? (
          // A data: URL drawn in the browser; next/image has nothing to optimize here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={qrCode}
            width={192}
            height={192}
            alt="QR code for your authenticator app"
            className="rounded border bg-white"
          />
        ) : null}
        <a className="break-all text-sm text-primary underline" href={enrollment.totpURI}>
          {enrollment.totpURI}
        </a>
        <p className="text-sm">
          Key: <code className="rounded bg-muted px-1.5 py-0.5 break-all">{secret}</code>
        </p>
        <div className="text-sm">
          <p className="font-medium">Backup codes (each works once; keep them somewhere safe):</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono sm:grid-cols-3">
            {enrollment.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
        </div>
        <Field id="totp-confirm" label="Code from the app">
          <Input
            id="totp-confirm"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button disabled={pending || code.trim().length < 6} onClick={confirm}>
            {pending ? 'Verifying...' : 'Verify and enable'}
          </Button>
          <Button variant="outline" onClick={() => setEnrollment(null)}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="flex max-w-md flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled) void disable();
        else void start();
      }}
    >
      <p className="text-sm">
        Two-factor authentication is <strong>{enabled ? 'on' : 'off'}</strong>.
      </p>
      <Field id="totp-password" label="Current password">
        <Input
          id="totp-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" className="self-start" disabled={pending || !password}>
        {enabled ? 'Turn off two-factor' : 'Set up two-factor'}
      </Button>
    </form>
  );
}
