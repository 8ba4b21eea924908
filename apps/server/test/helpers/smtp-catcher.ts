import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { raw: string; parsed: ParsedMail };

export type SmtpCatcher = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Recipients answered `550` (a permanent refusal) while listed. */
  refused: Set<string>;
  /** Resolves once `count` mails have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  /** Stops listening (an outage); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** A real SMTP server in the test's process (smtp-server), each mail kept raw and parsed. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const refused = new Set<string>();
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (!refused.has(address.address.toLowerCase())) return callback();
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        },
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            simpleParser(raw).then(
              (parsed) => {
                mails.push({ raw, parsed });
                callback();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      listening.on('error', () => {});
      listening.server.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.server.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mails, got ${mails.length} in ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mails;
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
  };
}
