import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminDeletePost, adminGetPost, adminUpdatePost } from '@/lib/admin/blog';

type Params = { id: string };

export const GET = adminRoute<Params>(async (request, { params, admin }) =>
  jsonNoStore(await adminGetPost(admin, (await params).id)),
);

export const PUT = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminUpdatePost(admin, id, await readJsonBody(request)));
});

export const DELETE = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  await adminDeletePost(admin, id);
  return jsonNoStore({ deleted: id });
});
