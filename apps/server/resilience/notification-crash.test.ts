import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportFigure } from '../test/helpers/report-figure';
import { startSmtpCatcher } from '../test/helpers/smtp-catcher';
import { signInAdmin } from './helpers/admin-session';
import { withSql } from './helpers/database-access';
import { outboxStatusCounts } from './helpers/outbox-state';
import { startServer, type ServerProcess } from './helpers/server-process';
import { newSubmission, send } from './helpers/submissions';
import { waitUntil } from './helpers/wait-until';

const SERVER_PORT = 4407;
const ORDERS = 100;
/** A batch of the worker (outbox-worker.ts): at most these are in flight when it is killed. */
const IN_FLIGHT = 5;
/** The claim's lease (two minutes) passes before a message claimed by the killed server is sent. */
const DELIVERY_TIMEOUT_MS = 200_000;
const ADMIN = { email: 'admin@tokoedc.test', password: 'notification crash admin' };

const messageIdOf = (header: string | undefined) => /^<([0-9a-f-]{36})@/.exec(header ?? '')?.[1];

describe('kill -9 between the commit and the send, during 100 orders', () => {
  it('delivers every message after a restart, duplicates only for the messages in flight', async () => {
    const smtp = await startSmtpCatcher();
    const dataDir = mkdtempSync(join(tmpdir(), 'toko-notify-crash-'));
    const env = {
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Toko EDC <toko@tokoedc.id>',
      NOTIFY_EMAILS: 'toko@tokoedc.id',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    let server: ServerProcess | undefined;
    try {
      server = await startServer(SERVER_PORT, env);
      const base = server.url('');
      const submissions = Array.from({ length: ORDERS }, (_, index) =>
        newSubmission('order', index, 'notify-crash'),
      );
      const firstRun = submissions.map((submission) => send(base, submission));
      await waitUntil(() => smtp.mails.length >= ORDERS / 2, 120_000, 'a quarter of the e-mails');
      await server.kill9();
      const sentBeforeKill = smtp.mails.length;
      const answered = (await Promise.all(firstRun)).filter((answer) => answer.status === 201);

      // The same orders and keys again: a committed one replays, the others are placed now.
      server = await startServer(SERVER_PORT, env);
      const retries = await Promise.all(submissions.map((submission) => send(base, submission)));
      expect(retries.every((answer) => answer.status === 201)).toBe(true);
      // Waits on the outbox, not on the inbox: a message the killed server sent but had not
      // marked arrived already, and is marked only when its lease ends and it is sent again.
      const cookie = await signInAdmin(base, ADMIN);
      const everyMessageSent = async () =>
        (await outboxStatusCounts(base, cookie)).sent === 2 * ORDERS;
      await waitUntil(everyMessageSent, DELIVERY_TIMEOUT_MS, 'every message marked sent', 1_000);
      await server.stop();

      const rows = await withSql({ pgliteDir: join(dataDir, 'pglite') }, (sql) =>
        sql('select id, status from notification_outbox'),
      );
      const received = smtp.mails.map((mail) => messageIdOf(mail.parsed.messageId));
      const duplicates = received.length - new Set(received).size;
      reportFigure(
        `resilience: notification crash (pglite) ${ORDERS} orders, kill -9 after ${sentBeforeKill} e-mails and ${answered.length} answers: ` +
          `${rows.length} messages, ${new Set(received).size} delivered, 0 lost, ${duplicates} duplicates (at most ${IN_FLIGHT} allowed)`,
      );
      expect(rows).toHaveLength(2 * ORDERS);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
      expect(new Set(received)).toEqual(new Set(rows.map((row) => row.id)));
      expect(duplicates).toBeLessThanOrEqual(IN_FLIGHT);
    } finally {
      if (server) await server.kill9();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
