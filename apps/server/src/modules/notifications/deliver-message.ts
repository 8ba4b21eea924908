import { adminDetailPath } from '@toko/contracts';
import type { Config } from '../../config';
import { renderEmail } from './email-document';
import type { NotificationKind, NotificationPayloads } from './notification-kinds';
import type { ClaimedMessage } from './outbox-repository';
import type { SmtpSender } from './smtp-sender';
import { postWebhook } from './webhook-sender';
import { writeEmail, type LinkTo } from './write-email';

export type Senders = { smtp?: SmtpSender; webhook?: Config['notify']['webhook'] };

/** Links in messages: PUBLIC_URL, or the server itself on a developer's machine. */
export function linkToOf(config: Pick<Config, 'publicUrl' | 'port'>): LinkTo {
  const origin = config.publicUrl
    ? new URL(config.publicUrl).origin
    : `http://localhost:${config.port}`;
  return (path) => `${origin}${path}`;
}

/** `order.placed.shop` → `order.placed`: the event a webhook receiver sees. */
const webhookEvent = (kind: string) => kind.replace(/\.shop$/, '');

/** One try at one claimed message; throws when it was not delivered. */
export async function deliverMessage(
  message: ClaimedMessage,
  { senders, linkTo, now }: { senders: Senders; linkTo: LinkTo; now: Date },
): Promise<void> {
  const kind = message.kind as NotificationKind;
  const payload = message.payload as NotificationPayloads[NotificationKind];
  if (message.channel === 'email') {
    if (!senders.smtp) throw new Error('SMTP_URL is not set');
    const email = renderEmail(writeEmail(kind, payload, linkTo));
    await senders.smtp.send({ id: message.id, to: message.recipient, email });
    return;
  }
  if (!senders.webhook) throw new Error('NOTIFY_WEBHOOK_URL is not set');
  const link =
    'orderId' in payload
      ? linkTo(adminDetailPath('order', payload.orderId))
      : 'registrationId' in payload
        ? linkTo(adminDetailPath('registration', payload.registrationId))
        : undefined;
  const event = webhookEvent(kind);
  const body = JSON.stringify({
    id: message.id,
    event,
    occurredAt: message.createdAt.toISOString(),
    data: {
      ...payload,
      adminUrl: link,
      ...('correctionPath' in payload ? { correctionUrl: linkTo(payload.correctionPath) } : {}),
    },
  });
  await postWebhook(senders.webhook, { id: message.id, event, body, now });
}
