import { adminSaveNotifyRecipients } from '@/lib/admin/email-settings';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';

/** "Notify on new leads": each form's notification recipients. */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminSaveNotifyRecipients(admin, await readJsonBody(request))),
);
