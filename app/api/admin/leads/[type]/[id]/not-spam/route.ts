import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { parseLeadType } from '@/lib/admin/leads-inbox';
import { adminRestoreSpam, adminSpamState } from '@/lib/admin/spam-review';

type Params = { type: string; id: string };

/** Whether the lead waits in spam review (the detail view shows "Not spam" only then). */
export const GET = adminRoute<Params>(async (request, { params, admin }) => {
  const { type, id } = await params;
  return jsonNoStore(await adminSpamState(admin, parseLeadType(type), id));
});

/** Moves a spam-caught lead to New and queues its deliveries, exactly once. */
export const POST = adminRoute<Params>(async (request, { params, admin }) => {
  const { type, id } = await params;
  return jsonNoStore(await adminRestoreSpam(admin, parseLeadType(type), id));
});
