/** @jest-environment node */
import { untilDatabaseAnswers } from '@/lib/server/boot';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('start-up while the database does not answer', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('tries again until the database answers, waiting between tries', async () => {
    let attempts = 0;
    const waits: number[] = [];
    await untilDatabaseAnswers(
      async () => {
        attempts += 1;
        if (attempts < 3) throw refused();
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(attempts).toBe(3);
    expect(waits).toHaveLength(2);
    expect(waits.every((ms) => ms > 0)).toBe(true);
  });

  it('gives up at once on any other failure, for the process to stop', async () => {
    let attempts = 0;
    await expect(
      untilDatabaseAnswers(
        async () => {
          attempts += 1;
          throw new Error('syntax error in migration');
        },
        async () => {},
      ),
    ).rejects.toThrow('syntax error in migration');
    expect(attempts).toBe(1);
  });
});

describe('readiness while the server starts', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.availability')];
  });

  it('is not ready until start-up has finished, whatever the database says', async () => {
    const { markReady, markStarting } = await import('@/lib/server/availability');
    const { currentReadiness } = await import('@/lib/server/readiness');
    const unusedDb = {} as Parameters<typeof currentReadiness>[0];
    markStarting();
    expect(await currentReadiness(unusedDb)).toEqual({
      status: 'starting',
      reason: 'The server is starting.',
    });
    markReady();
    // Ready now: the answer comes from the database (here one that cannot be asked).
    expect((await currentReadiness(unusedDb)).status).not.toBe('starting');
  });
});
