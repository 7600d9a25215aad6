import { adminRoute } from '@/lib/admin/http';
import { HttpError } from '@/lib/http/errors';
import { adminResumeDownload } from '@/lib/admin/lead-files';

type Params = { type: string; id: string };

export const GET = adminRoute<Params>(async (request, { params, admin }) => {
  const { type, id } = await params;
  if (type !== 'application')
    throw new HttpError('not_found', 'Only job applications have resumes.');
  return adminResumeDownload(admin, id);
});
