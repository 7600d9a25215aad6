import { adminRetryDelivery } from '@/lib/admin/deliveries';
import { adminRoute, jsonResponse } from '@/lib/admin/http';

export const POST = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonResponse(await adminRetryDelivery(admin, id));
});
