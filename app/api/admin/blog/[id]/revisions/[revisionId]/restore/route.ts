import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminRestoreRevision } from '@/lib/admin/blog';

/** Brings the revision back as the post's current version (the current one becomes a revision). */
export const POST = adminRoute<{ id: string; revisionId: string }>(
  async (request, { params, admin }) => {
    const { id, revisionId } = await params;
    return jsonNoStore(await adminRestoreRevision(admin, id, revisionId));
  },
);
