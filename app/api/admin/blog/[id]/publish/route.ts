import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminPublishPost } from '@/lib/admin/blog';

/** Publishes the post now. */
export const POST = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminPublishPost(admin, id));
});
