import { requireAdmin } from '@/lib/admin/guard';
import { adminRoute, jsonResponse } from '@/lib/admin/http';
import { adminGetLead, parseLeadType } from '@/lib/admin/leads';

type Params = { type: string; id: string };

export const GET = adminRoute<Params>(async (request, { params }) => {
  // The session first: a caller without one learns nothing, not even which forms exist.
  await requireAdmin(request);
  const { type, id } = await params;
  return jsonResponse(await adminGetLead(request, parseLeadType(type), id));
});
