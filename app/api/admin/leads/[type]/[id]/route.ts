import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminGetLead, parseLeadType } from '@/lib/admin/leads-inbox';
import { adminSetLeadStatus } from '@/lib/admin/lead-status';

type Params = { type: string; id: string };

/** The lead with every field and its notes; opening it marks it read. */
export const GET = adminRoute<Params>(async (request, { params, admin }) => {
  const { type, id } = await params;
  return jsonNoStore(await adminGetLead(admin, parseLeadType(type), id));
});

// A status change is a few bytes; anything larger is not one.
const MAX_STATUS_BYTES = 1024;

/** `{ status }`: where the team stands with the lead. */
export const PATCH = adminRoute<Params>(async (request, { params, admin }) => {
  const { type, id } = await params;
  const leadType = parseLeadType(type);
  const input = await readJsonBody(request, MAX_STATUS_BYTES);
  return jsonNoStore(await adminSetLeadStatus(admin, leadType, id, input));
});
