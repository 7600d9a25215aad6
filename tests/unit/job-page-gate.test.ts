/** @jest-environment node */
import { NextRequest } from 'next/server';
import { registerJobPageStatus, type JobPageStatus } from '@/lib/jobs/job-page-gate';
import { proxy } from '@/proxy';

const SLUG = 'ai-implementation-engineer-son-2026-002';

function visit(path: string) {
  return proxy(
    new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { host: '127.0.0.1:3000' } }),
  );
}

function answer(status: JobPageStatus | Error) {
  const asked: string[] = [];
  registerJobPageStatus(async (slug) => {
    asked.push(slug);
    if (status instanceof Error) throw status;
    return status;
  });
  return asked;
}

describe('the proxy in front of job pages', () => {
  it('sends a closed or deleted job’s page to the handler that answers 410', async () => {
    const asked = answer('gone');
    const response = await visit(`/careers/${SLUG}`);
    expect(asked).toEqual([SLUG]);
    const target = new URL(response.headers.get('x-middleware-rewrite') ?? 'http://none/');
    expect(target.pathname).toBe(`/careers/${SLUG}/gone`);
  });

  it('passes an open job, an unknown address and a failed lookup on to the page', async () => {
    for (const status of ['live', 'unknown', new Error('database down')] as const) {
      answer(status);
      const response = await visit(`/careers/${SLUG}`);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
  });

  it('asks nothing for /careers itself or deeper paths', async () => {
    const asked = answer('gone');
    for (const path of ['/careers', `/careers/${SLUG}/gone`, '/about-us']) {
      expect((await visit(path)).headers.get('x-middleware-rewrite')).toBeNull();
    }
    expect(asked).toEqual([]);
  });
});
