import { POST } from '@/app/api/forms/[type]/route';

/** The forms' one route handler, called as Next calls it for `/api/forms/{type}`. */
export const postForm = (type: string) => (request: Request) =>
  POST(request, { params: Promise.resolve({ type }) });

export const postContact = postForm('contact');
export const postPartnership = postForm('partnership');
export const postApplication = postForm('application');
export const postCustom = postForm('custom-solution');
