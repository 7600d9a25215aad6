import 'server-only';
import nodemailer from 'nodemailer';

interface OutgoingEmail {
  from: { name: string; address: string };
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /**
   * A calendar invite (text/calendar with its METHOD), shown by mail clients as an invitation with
   * accept/add buttons, and attached as a file.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

type EmailSendResult =
  { ok: true; messageId: string } | { ok: false; error: string; permanent: boolean };

const SMTP_TIMEOUT_MS = 15_000;

/** Display names go into headers: no CR/LF, no quotes or angle brackets, bounded length. */
function headerSafeName(name: string): string {
  return name
    .replace(/[\r\n\u0000-\u001f\u007f"<>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

/**
 * Sends one email through SMTP_URL. A 5xx answer (unknown mailbox, refused) is permanent; anything
 * else (connection, timeout, 4xx) is worth retrying.
 */
export async function sendEmail(smtpUrl: string, email: OutgoingEmail): Promise<EmailSendResult> {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: { name: headerSafeName(email.from.name), address: email.from.address },
      to: email.to,
      replyTo: email.replyTo
        ? { name: headerSafeName(email.replyTo.name), address: email.replyTo.address }
        : undefined,
      subject: email.subject.replace(/[\r\n]+/g, ' '),
      html: email.html,
      text: email.text,
      // The invite as a text/calendar alternative (the invitation buttons) and, as Google Calendar
      // sends it too, as an invite.ics attachment for clients that only open files.
      icalEvent: email.icalEvent,
      attachments: email.icalEvent
        ? [
            {
              filename: email.icalEvent.filename,
              content: email.icalEvent.content,
              contentType: 'application/ics',
            },
          ]
        : undefined,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return { ok: true, messageId: String(info.messageId) };
  } catch (error) {
    const responseCode = (error as { responseCode?: number }).responseCode;
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      permanent: typeof responseCode === 'number' && responseCode >= 500,
    };
  } finally {
    transport.close();
  }
}
