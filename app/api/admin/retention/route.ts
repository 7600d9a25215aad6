import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminGetRetention, adminSaveRetention } from '@/lib/admin/retention';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminGetRetention(admin)),
);

/** `{ leadMonths, resumeDays }`: whole numbers in range, or null for off. */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminSaveRetention(admin, await readJsonBody(request))),
);
