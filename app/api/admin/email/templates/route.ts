import { adminEmailTemplates } from '@/lib/admin/email-settings';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminEmailTemplates(admin)),
);
