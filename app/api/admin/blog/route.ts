import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminCreatePost, adminListPosts } from '@/lib/admin/blog';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminListPosts(admin, new URL(request.url).searchParams)),
);

export const POST = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminCreatePost(admin, await readJsonBody(request)), 201),
);
