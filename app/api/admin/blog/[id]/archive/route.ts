import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminWithdrawPost } from '@/lib/admin/blog';

/** Takes the post off the site into the archive. */
export const POST = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminWithdrawPost(admin, id, 'archived'));
});
