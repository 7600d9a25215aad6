import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminGetRetention, adminSaveRetention } from '@/lib/admin/retention';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminGetRetention(admin)),
);

/** `{ leadMonths, resumeDays }`: whole numbers in range, or null for off. */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminSaveRetention(admin, await readAdminJson(request))),
);
