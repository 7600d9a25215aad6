import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { parseLeadType } from '@/lib/admin/leads-inbox';
import { adminAddLeadNote } from '@/lib/admin/lead-notes';

type Params = { type: string; id: string };

// 5,000 characters of up to four UTF-8 bytes each, JSON-escaped, fit well within this.
const MAX_NOTE_BYTES = 64 * 1024;

/** `{ body }`: a note on the lead by the signed-in admin. */
export const POST = adminRoute<Params>(async (request, { params, admin }) => {
  const { type, id } = await params;
  const leadType = parseLeadType(type);
  const input = await readJsonBody(request, MAX_NOTE_BYTES);
  return jsonNoStore(await adminAddLeadNote(admin, leadType, id, input), 201);
});
