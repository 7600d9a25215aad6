import { adminRetryDelivery } from '@/lib/admin/deliveries';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';

export const POST = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminRetryDelivery(admin, id));
});
