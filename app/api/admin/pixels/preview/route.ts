import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { previewPixel } from '@/lib/pixels/pixel-preview';

/** `{ location, code }`: which elements the code would inject and which parts it drops, and why. */
export const POST = adminRoute(async (request) =>
  jsonNoStore(previewPixel(await readJsonBody(request))),
);
