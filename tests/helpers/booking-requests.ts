import { POST as postBooking } from '@/app/api/booking/route';
import { GET as getSlots } from '@/app/api/booking/slots/route';
import { GET as getManage } from '@/app/api/booking/manage/route';
import { POST as postCancel } from '@/app/api/booking/manage/cancel/route';
import { GET as getIcs } from '@/app/api/booking/manage/ics/route';
import { POST as postReschedule } from '@/app/api/booking/manage/reschedule/route';
import { TEST_SITE_URL } from '@/tests/helpers/lead-requests';

const SAME_ORIGIN = {
  'content-type': 'application/json',
  origin: TEST_SITE_URL,
  'sec-fetch-site': 'same-origin',
};

type Json = Record<string, unknown>;

async function reply(response: Response): Promise<{ status: number; body: Json }> {
  return { status: response.status, body: (await response.json()) as Json };
}

function post(path: string, body: unknown, headers: Record<string, string> = SAME_ORIGIN): Request {
  return new Request(`${TEST_SITE_URL}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

function get(path: string, params: Record<string, string>): Request {
  return new Request(`${TEST_SITE_URL}${path}?${new URLSearchParams(params)}`);
}

/** The public booking API, called as Next calls its route handlers. */
export const bookingApi = {
  slots: async (token: string, timeZone = 'America/New_York') =>
    reply(await getSlots(get('/api/booking/slots', { token, timeZone }))),
  book: async (body: Json, headers?: Record<string, string>) =>
    reply(await postBooking(post('/api/booking', body, headers))),
  manage: async (token: string, timeZone = 'America/New_York') =>
    reply(await getManage(get('/api/booking/manage', { token, timeZone }))),
  reschedule: async (body: Json) =>
    reply(await postReschedule(post('/api/booking/manage/reschedule', body))),
  ics: (token: string) => getIcs(get('/api/booking/manage/ics', { token })),
  cancel: async (body: Json) => reply(await postCancel(post('/api/booking/manage/cancel', body))),
};
