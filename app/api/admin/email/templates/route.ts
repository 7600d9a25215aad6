import { adminEmailTemplates } from '@/lib/admin/email-settings';
import { adminRoute, jsonResponse } from '@/lib/admin/http';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminEmailTemplates(admin)),
);
