import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { OutboxChannel } from '../../db/schema';
import { deliverMessage, linkToOf, type Senders } from './deliver-message';
import {
  claimDueMessages,
  markSent,
  markTryFailed,
  type ClaimedMessage,
} from './outbox-repository';
import { nextRetryAt } from './retry-delay';
import { createSmtpSender } from './smtp-sender';

type WorkerDeps = Pick<AppDeps, 'config' | 'database' | 'now'>;

/** How often an idle worker looks for due messages. */
const POLL_MS = 1_000;
/** Sent in parallel; each try is bounded by its sender's timeouts, well within the lease. */
const BATCH_SIZE = 5;
/** How long a claimed message stays hidden from other workers while it is being sent. */
const LEASE_MS = 2 * 60_000;

export type OutboxWorker = { stop(): Promise<void> };

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * An SMTP server's 5xx answer (no such mailbox, sender refused) is final: a retry for 24 hours
 * would be refused alike. It fails at once and waits for "Kirim ulang".
 */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Delivers the outbox: claims due messages of the configured channels, sends each, and marks it
 * sent, or schedules its next try (retry-delay.ts). An e-mail waits while SMTP_URL is unset, a
 * webhook call while NOTIFY_WEBHOOK_URL is. `stop` waits for the batch in flight, so the
 * database can be closed after it.
 */
export function startOutboxWorker(deps: WorkerDeps, log: FastifyBaseLogger): OutboxWorker {
  const { config, database, now } = deps;
  const smtp = config.notify.smtp ? createSmtpSender(config.notify.smtp) : undefined;
  const senders: Senders = { smtp, webhook: config.notify.webhook };
  const channels: OutboxChannel[] = [
    ...(smtp ? (['email'] as const) : []),
    ...(senders.webhook ? (['webhook'] as const) : []),
  ];
  if (!smtp) log.warn('SMTP_URL is not set: e-mails wait in the outbox, none is sent or lost');
  const linkTo = linkToOf(config);

  async function deliver(message: ClaimedMessage) {
    try {
      await deliverMessage(message, { senders, linkTo, now: now() });
      await markSent(database.db, message.id, now());
    } catch (error) {
      const at = now();
      const retryAt = isPermanent(error)
        ? null
        : nextRetryAt(config.notify.retry, {
            tries: message.tries,
            now: at,
            retryUntil: message.retryUntil,
          });
      await markTryFailed(database.db, message.id, { error: describe(error), retryAt, now: at });
      log.warn(
        { notification: message.id, kind: message.kind, tries: message.tries, failed: !retryAt },
        'notification not delivered',
      );
    }
  }

  /** One batch; true when it was full (more may be due). */
  async function runBatch(): Promise<boolean> {
    const claimed = await claimDueMessages(database.db, {
      channels,
      now: now(),
      leaseMs: LEASE_MS,
      limit: BATCH_SIZE,
    });
    await Promise.all(claimed.map(deliver));
    return claimed.length === BATCH_SIZE;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = (async () => {
      try {
        while (!stopped && (await runBatch()));
      } catch (error) {
        log.error({ err: error }, 'notification outbox check failed');
      }
    })().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, POLL_MS);
    });
  };
  if (channels.length > 0) tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      smtp?.close();
    },
  };
}
