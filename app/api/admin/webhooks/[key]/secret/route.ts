import { requireAdmin } from '@/lib/admin/guard';
import { adminRoute, jsonResponse } from '@/lib/admin/http';
import { adminRevealSecret, adminRotateSecret, parseSettingKey } from '@/lib/admin/webhooks';

type Params = { key: string };

// Each handler checks the session before the key, so a caller without one learns nothing.

/** Reveals the endpoint's signing secret. */
export const GET = adminRoute<Params>(async (request, { params }) => {
  await requireAdmin(request);
  const { key } = await params;
  return jsonResponse(await adminRevealSecret(request, parseSettingKey(key)));
});

/** Rotates the endpoint's signing secret. */
export const POST = adminRoute<Params>(async (request, { params }) => {
  await requireAdmin(request);
  const { key } = await params;
  return jsonResponse(await adminRotateSecret(request, parseSettingKey(key)));
});
