import { createTransport } from 'nodemailer';
import type { RenderedEmail } from './email-document';

export type SmtpSender = {
  send(message: { id: string; to: string; email: RenderedEmail }): Promise<void>;
  close(): void;
};

/** Shorter than nodemailer's defaults (up to 10 min): a try must end well within its lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The domain part of MAIL_FROM, for the Message-ID. */
function senderDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/** Sends through SMTP_URL as MAIL_FROM; the outbox row's id is the Message-ID. */
export function createSmtpSender({ url, from }: { url: string; from: string }): SmtpSender {
  const transport = createTransport({ url, ...TIMEOUTS });
  const domain = senderDomain(from);
  return {
    async send({ id, to, email }) {
      await transport.sendMail({
        from,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${id}@${domain}>`,
      });
    },
    close: () => transport.close(),
  };
}
