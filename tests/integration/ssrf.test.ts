import { blockedAddressReason, checkOutboundUrl, type Resolver } from '@/lib/http/ssrf-guard';
import { sendSignedWebhook } from '@/lib/delivery/send-webhook';
import { generateEndpointSecret } from '@/lib/settings/stored-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '@/tests/helpers/webhook-receiver';

const publicResolver: Resolver = async () => [{ address: '93.184.215.14', family: 4 }];
const refuse = { allowPrivate: false, resolve: publicResolver };

describe('SSRF guard (private webhooks not allowed)', () => {
  it.each([
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://2130706433/hook', 'loopback'],
    ['https://0x7f.1/hook', 'loopback'],
    ['https://[::ffff:127.0.0.1]/hook', 'ipv4Mapped'],
    ['https://[::1]/hook', 'loopback'],
    ['https://169.254.169.254/latest/meta-data', 'linkLocal'],
    ['https://10.0.0.1/hook', 'private'],
    ['https://172.16.5.4/hook', 'private'],
    ['https://192.168.1.1/hook', 'private'],
    ['https://100.64.0.1/hook', 'carrierGradeNat'],
    ['https://0.0.0.0/hook', 'unspecified'],
    ['https://[fd00::1]/hook', 'uniqueLocal'],
    ['https://[fe80::1]/hook', 'linkLocal'],
  ])('refuses %s (%s)', async (url, range) => {
    const check = await checkOutboundUrl(url, refuse);
    expect(check).toEqual({ ok: false, reason: expect.stringContaining(range) });
  });

  it('refuses a host name that resolves to a private address, whatever else it resolves to', async () => {
    const rebinding: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    const check = await checkOutboundUrl('https://hooks.example.com/x', {
      allowPrivate: false,
      resolve: rebinding,
    });
    expect(check).toEqual({
      ok: false,
      reason: expect.stringContaining('10.1.2.3 is a private address'),
    });
  });

  it('refuses http, credentials in the URL, other schemes and unresolvable hosts', async () => {
    expect(await checkOutboundUrl('http://hooks.example.com/x', refuse)).toEqual({
      ok: false,
      reason: 'Only https:// URLs are allowed',
    });
    expect(await checkOutboundUrl('https://user:pw@hooks.example.com/x', refuse)).toEqual({
      ok: false,
      reason: 'The URL must not contain a user name or password',
    });
    expect((await checkOutboundUrl('file:///etc/passwd', refuse)).ok).toBe(false);
    expect((await checkOutboundUrl('not a url', refuse)).ok).toBe(false);
    const failing: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(
      await checkOutboundUrl('https://nowhere.invalid/x', {
        allowPrivate: false,
        resolve: failing,
      }),
    ).toEqual({
      ok: false,
      reason: 'The host name nowhere.invalid could not be resolved',
      unresolved: true,
    });
  });

  it('accepts a public https URL and returns the address to connect to', async () => {
    const check = await checkOutboundUrl('https://hooks.zapier.com/hooks/catch/1/abc', refuse);
    expect(check).toMatchObject({ ok: true, address: '93.184.215.14', family: 4 });
    expect(blockedAddressReason('8.8.8.8')).toBeUndefined();
    expect(blockedAddressReason('2606:4700::1111')).toBeUndefined();
  });

  describe('at send time', () => {
    let receiver: WebhookReceiver;
    beforeAll(async () => {
      receiver = await startWebhookReceiver([
        { status: 302, headers: { location: 'http://localhost:1/admin' } },
      ]);
    });
    afterAll(() => receiver.close());

    it('sends nothing to a refused address', async () => {
      const result = await sendSignedWebhook({
        url: receiver.url.replace('http:', 'https:'),
        secret: generateEndpointSecret(),
        body: 'a=1',
        contentType: 'application/x-www-form-urlencoded',
        allowPrivate: false,
      });
      expect(result).toMatchObject({
        ok: false,
        refused: true,
        error: expect.stringContaining('loopback'),
      });
      expect(receiver.requests).toHaveLength(0);
    });

    it('connects to the checked address, not to a second DNS answer (no rebinding)', async () => {
      let calls = 0;
      // The guard's lookup says 127.0.0.1 (allowed here); any later lookup would say 10.9.9.9.
      const resolve: Resolver = async () => {
        calls += 1;
        return [{ address: calls === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
      };
      const url = receiver.url.replace('127.0.0.1', 'rebind.test');
      const result = await sendSignedWebhook({
        url,
        secret: generateEndpointSecret(),
        body: 'a=1',
        contentType: 'application/x-www-form-urlencoded',
        allowPrivate: true,
        resolve,
      });
      expect(calls).toBe(1);
      expect(receiver.requests.at(-1)?.headers.host).toMatch(/^rebind\.test:\d+$/);
      // The receiver answered with a redirect to localhost: it is a failure and is not followed.
      expect(result).toMatchObject({
        ok: false,
        status: 302,
        error: 'HTTP 302: redirects are not followed',
      });
      expect(receiver.requests).toHaveLength(1);
    });
  });
});
