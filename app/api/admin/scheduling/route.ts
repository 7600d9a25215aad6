import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminSchedulingState } from '@/lib/admin/scheduling';

/** The Scheduling tab: team members (never their calendar passwords), meeting types and rules. */
export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminSchedulingState(admin)),
);
