import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminCreatePixel, adminListPixels, adminRemoveUserPixels } from '@/lib/admin/pixels';

export const GET = adminRoute(async (request) => jsonResponse(await adminListPixels(request)));

export const POST = adminRoute(async (request) =>
  jsonResponse(await adminCreatePixel(request, await readAdminJson(request)), 201),
);

/** Removes every user pixel (the system pixel stays). */
export const DELETE = adminRoute(async (request) =>
  jsonResponse({ removed: await adminRemoveUserPixels(request) }),
);
