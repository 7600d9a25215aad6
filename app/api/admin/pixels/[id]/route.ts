import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminDeletePixel, adminSetPixelEnabled, adminUpdatePixel } from '@/lib/admin/pixels';

type Params = { id: string };

export const PUT = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonResponse(await adminUpdatePixel(admin, id, await readAdminJson(request)));
});

/** `{ enabled }`: turns the pixel on or off. */
export const PATCH = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonResponse(await adminSetPixelEnabled(admin, id, await readAdminJson(request)));
});

export const DELETE = adminRoute<Params>(async (request, { params, admin }) => {
  const { id } = await params;
  await adminDeletePixel(admin, id);
  return jsonResponse({ deleted: id });
});
