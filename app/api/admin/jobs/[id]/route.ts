import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminDeleteJob, adminUpdateJob } from '@/lib/admin/jobs';

type Params = { id: string };

export const PUT = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonResponse(await adminUpdateJob(admin, id, await readAdminJson(request)));
});

export const DELETE = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  await adminDeleteJob(admin, id);
  return jsonResponse({ deleted: id });
});
