'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, errorText } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import type { WebhookSettingKey } from '@/lib/config/setting-keys';

/** An endpoint's Standard Webhooks signing secret: hidden until revealed, and rotatable. */
export function SigningSecret({ settingKey }: { settingKey: WebhookSettingKey }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const path = `/api/admin/webhooks/${settingKey}/secret`;
  const reveal = useMutation({
    mutationFn: () => api<{ secret: string }>(path),
    onSuccess: (data) => setSecret(data.secret),
    onError: (error) => toast.error('Could not load the secret', { description: errorText(error) }),
  });
  const rotate = useMutation({
    mutationFn: () => api<{ secret: string }>(path, { method: 'POST' }),
    onSuccess: (data) => {
      setSecret(data.secret);
      toast.success('Signing secret rotated', {
        description: 'Give the new secret to the receiver; old signatures no longer verify.',
      });
    },
    onError: (error) =>
      toast.error('Could not rotate the secret', { description: errorText(error) }),
    onSettled: () => setConfirming(false),
  });
  const id = `${settingKey}-secret`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Signing secret</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          // Small on phones; from 768 px the 14px of the other inputs.
          className="min-w-0 flex-1 font-mono text-xs md:text-sm"
          value={secret ?? '••••••••••••••••••••••••'}
          aria-describedby={`${id}-hint`}
        />
        {secret ? (
          <Button type="button" variant="outline" onClick={() => setSecret(null)}>
            Hide
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"
            disabled={reveal.isPending}
            onClick={() => reveal.mutate()}
          >
            Reveal
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
          Rotate
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Requests carry webhook-id, webhook-timestamp and webhook-signature headers (Standard
        Webhooks) signed with this secret.
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the signing secret?"
        description="A new secret is generated now; the receiver must be given it to keep verifying deliveries."
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate()}
      />
    </div>
  );
}
