import { adminSaveNotifyRecipients } from '@/lib/admin/email-settings';
import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';

/** "Notify on new leads": each form's notification recipients. */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminSaveNotifyRecipients(admin, await readAdminJson(request))),
);
