import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminDeleteJob, adminUpdateJob } from '@/lib/admin/jobs';

type Params = { id: string };

export const PUT = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminUpdateJob(admin, id, await readJsonBody(request)));
});

export const DELETE = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  await adminDeleteJob(admin, id);
  return jsonNoStore({ deleted: id });
});
