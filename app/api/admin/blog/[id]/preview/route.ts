import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminCreatePreviewLink } from '@/lib/admin/blog';

/** A signed link to the post's preview page, valid 24 hours: 201 `{ url, expiresAt }`. */
export const POST = adminRoute<{ id: string }>(async (request, { params, admin }) =>
  jsonNoStore(await adminCreatePreviewLink(admin, (await params).id), 201),
);
