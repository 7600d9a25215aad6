import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminRevealSecret, adminRotateSecret, parseSettingKey } from '@/lib/admin/webhooks';

type Params = { key: string };

// adminRoute checks the session before the handler reads the key, so a caller without one learns nothing.

/** Reveals the endpoint's signing secret. */
export const GET = adminRoute<Params>(async (request, { params, admin }) => {
  const { key } = await params;
  return jsonNoStore(await adminRevealSecret(admin, parseSettingKey(key)));
});

/** Rotates the endpoint's signing secret. */
export const POST = adminRoute<Params>(async (request, { params, admin }) => {
  const { key } = await params;
  return jsonNoStore(await adminRotateSecret(admin, parseSettingKey(key)));
});
