import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminConsentCounts } from '@/lib/admin/consent';

/** Consent decisions per day (accept all, reject all, custom, GPC) over the last 30 days. */
export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminConsentCounts(admin)),
);
