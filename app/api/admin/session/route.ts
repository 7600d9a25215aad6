import { getAdminAccount } from '@/lib/admin/account';
import { adminRoute, jsonResponse } from '@/lib/admin/http';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await getAdminAccount(admin)),
);
