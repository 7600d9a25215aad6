import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminDeleteJob, adminUpdateJob } from '@/lib/admin/jobs';

type Params = { id: string };

export const PUT = adminRoute<Params>(async (request, { params }) => {
  const { id } = await params;
  return jsonResponse(await adminUpdateJob(request, id, await readAdminJson(request)));
});

export const DELETE = adminRoute<Params>(async (request, { params }) => {
  const { id } = await params;
  await adminDeleteJob(request, id);
  return jsonResponse({ deleted: id });
});
