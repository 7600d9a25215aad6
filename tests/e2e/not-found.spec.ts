import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

// Its own server, to read what the server logs.
test.describe('unknown paths', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer();
  });
  test.afterAll(() => server.dispose());

  test('answer the 404 page, which logs the address to the console', async ({ page }) => {
    const response = await fetch(`http://127.0.0.1:${server.port}/no-such/page%20here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"');
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`http://127.0.0.1:${server.port}/no-such/page%20here`);
    await expect.poll(() => logged).toContain('[404] no page for /no-such/page%20here');
  });

  test('a malformed percent escape gets the 404 page too, not a server error', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/blog/%', '/admin/%zz']) {
      const response = await fetch(`http://127.0.0.1:${server.port}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"');
    }
    await expect.poll(() => server.output()).toContain('[404] malformed address /blog/%');
  });
});
