import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminCreatePixel, adminListPixels, adminRemoveUserPixels } from '@/lib/admin/pixels';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminListPixels(admin)),
);

export const POST = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminCreatePixel(admin, await readAdminJson(request)), 201),
);

/** Removes every user pixel (the system pixel stays). */
export const DELETE = adminRoute(async (request, { admin }) =>
  jsonResponse({ removed: await adminRemoveUserPixels(admin) }),
);
