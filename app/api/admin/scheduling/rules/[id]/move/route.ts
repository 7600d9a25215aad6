import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminMoveRule } from '@/lib/admin/scheduling';

/** `{ direction: 'up' | 'down' }`: answers every rule in the new order. */
export const POST = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminMoveRule(admin, id, await readJsonBody(request)));
});
