import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminCreateJob, adminListJobs } from '@/lib/admin/jobs';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminListJobs(admin)),
);

export const POST = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminCreateJob(admin, await readJsonBody(request)), 201),
);
