import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminCreateJob, adminListJobs } from '@/lib/admin/jobs';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminListJobs(admin)),
);

export const POST = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminCreateJob(admin, await readAdminJson(request)), 201),
);
