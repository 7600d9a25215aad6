import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { previewPixel } from '@/lib/pixels/pixel-preview';

/** `{ location, code }`: which elements the code would inject and which parts it drops, and why. */
export const POST = adminRoute(async (request) =>
  jsonResponse(previewPixel(await readAdminJson(request))),
);
