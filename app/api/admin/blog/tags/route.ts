import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminListTags } from '@/lib/admin/blog-editor';

/** Every tag the posts use, alphabetical. */
export const GET = adminRoute(async (_request, { admin }) =>
  jsonNoStore(await adminListTags(admin)),
);
