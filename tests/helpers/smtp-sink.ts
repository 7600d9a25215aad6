import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers, blank line, body. */
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  close: () => Promise<void>;
}

/**
 * A local SMTP server on 127.0.0.1 that accepts every message and keeps it for inspection; the
 * addresses in `refuse` are answered 550 (unknown mailbox), as a real server refuses them.
 */
export async function startSmtpSink({
  refuse = [],
}: { refuse?: string[] } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refused = refuse.some((item) => item.toLowerCase() === address.address.toLowerCase());
      if (!refused) return callback();
      const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message with quoted-printable soft breaks and escapes undone (for reading body text). */
export function decodedBody(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
