import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminListRevisions } from '@/lib/admin/blog';

/** The post's earlier versions, newest first. */
export const GET = adminRoute<{ id: string }>(async (request, { params, admin }) =>
  jsonNoStore(await adminListRevisions(admin, (await params).id)),
);
