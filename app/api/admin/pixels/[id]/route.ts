import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminDeletePixel, adminSetPixelEnabled, adminUpdatePixel } from '@/lib/admin/pixels';

type Params = { id: string };

export const PUT = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminUpdatePixel(admin, id, await readJsonBody(request)));
});

/** `{ enabled }`: turns the pixel on or off. */
export const PATCH = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminSetPixelEnabled(admin, id, await readJsonBody(request)));
});

export const DELETE = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  await adminDeletePixel(admin, id);
  return jsonNoStore({ deleted: id });
});
