import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminCreatePixel, adminListPixels, adminRemoveUserPixels } from '@/lib/admin/pixels';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminListPixels(admin)),
);

export const POST = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminCreatePixel(admin, await readJsonBody(request)), 201),
);

/** Removes every user pixel (the system pixel stays). */
export const DELETE = adminRoute(async (request, { admin }) =>
  jsonNoStore({ removed: await adminRemoveUserPixels(admin) }),
);
