import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminCreateJob, adminListJobs } from '@/lib/admin/jobs';

export const GET = adminRoute(async (request) => jsonResponse(await adminListJobs(request)));

export const POST = adminRoute(async (request) =>
  jsonResponse(await adminCreateJob(request, await readAdminJson(request)), 201),
);
