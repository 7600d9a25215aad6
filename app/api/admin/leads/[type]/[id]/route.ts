import { adminRoute, jsonResponse } from '@/lib/admin/http';
import { adminGetLead, parseLeadType } from '@/lib/admin/leads';

type Params = { type: string; id: string };

export const GET = adminRoute<Params>(async (request, { params, admin }) => {
  const { type, id } = await params;
  return jsonResponse(await adminGetLead(admin, parseLeadType(type), id));
});
