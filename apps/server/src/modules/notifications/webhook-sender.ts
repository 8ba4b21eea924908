import { createHmac } from 'node:crypto';

export const WEBHOOK_HEADERS = {
  event: 'x-toko-event',
  delivery: 'x-toko-delivery',
  timestamp: 'x-toko-timestamp',
  signature: 'x-toko-signature',
} as const;

const TIMEOUT_MS = 15_000;

/**
 * `sha256=` and the hex HMAC-SHA256, keyed with NOTIFY_WEBHOOK_SECRET, of `<timestamp>.<body>`:
 * the receiver recomputes it over the raw body (docs/deploy.md, "Notifications").
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** POSTs one event as JSON; anything but a 2xx answer is a failed try. */
export async function postWebhook(
  { url, secret }: { url: string; secret: string },
  { id, event, body, now }: { id: string; event: string; body: string; now: Date },
): Promise<void> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.event]: event,
      [WEBHOOK_HEADERS.delivery]: id,
      [WEBHOOK_HEADERS.timestamp]: timestamp,
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
}
