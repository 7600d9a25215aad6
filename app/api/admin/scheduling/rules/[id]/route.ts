import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminDeleteRule, adminUpdateRule } from '@/lib/admin/scheduling';

type Params = { id: string };

export const PUT = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminUpdateRule(admin, id, await readJsonBody(request)));
});

export const DELETE = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  await adminDeleteRule(admin, id);
  return jsonNoStore({ deleted: id });
});
