import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminUploadBlogImage, readImageUpload } from '@/lib/admin/blog-images';

export const POST = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminUploadBlogImage(admin, await readImageUpload(request)), 201),
);
