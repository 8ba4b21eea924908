import type { OrderStatus, PaymentMethod, RegistrationStatus } from '@toko/contracts';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { orders, registrations } from '../../db/schema';
import type { Transaction } from '../../lib/transaction';
import {
  isNotifiedOrderStatus,
  isNotifiedRegistrationStatus,
  type NotificationKind,
  type NotificationPayloads,
  type OrderLine,
  type WebhookKind,
} from './notification-kinds';
import { insertOutboxMessages, type OutboxMessage } from './outbox-repository';
import { shopRecipients } from './shop-recipients';

type Deps = Pick<AppDeps, 'config' | 'now'>;

function message<K extends NotificationKind>(
  kind: K,
  recipient: string,
  reference: string,
  payload: NotificationPayloads[K],
): OutboxMessage {
  return { kind, channel: 'email', recipient, reference, payload } as OutboxMessage;
}

/** The shop's e-mails for a shop-side event, and its webhook call when one is configured. */
async function shopMessages<K extends WebhookKind>(
  tx: Transaction,
  { config }: Deps,
  kind: K,
  reference: string,
  payload: NotificationPayloads[K],
): Promise<OutboxMessage[]> {
  const emails = (await shopRecipients(tx, config)).map((address) =>
    message(kind, address, reference, payload),
  );
  const webhook = config.notify.webhook
    ? [{ kind, channel: 'webhook', recipient: 'webhook', reference, payload } as OutboxMessage]
    : [];
  return [...emails, ...webhook];
}

function write(tx: Transaction, { config, now }: Deps, messages: OutboxMessage[]) {
  return insertOutboxMessages(tx, messages, {
    now: now(),
    retryForMs: config.notify.retry.giveUpAfterMs,
  });
}

export type PlacedOrder = {
  id: string;
  orderNumber: string;
  email: string;
  lines: OrderLine[];
  subtotal: number;
  shippingFee: number;
  total: number;
  paymentMethod: PaymentMethod;
  createdAt: Date;
};

/** In the order's transaction: the buyer's confirmation and the shop's alert. */
export async function enqueueOrderPlaced(tx: Transaction, deps: Deps, order: PlacedOrder) {
  const createdAt = order.createdAt.toISOString();
  const { orderNumber, total, paymentMethod } = order;
  await write(tx, deps, [
    message('order.placed.buyer', order.email, orderNumber, {
      orderNumber,
      lines: order.lines,
      subtotal: order.subtotal,
      shippingFee: order.shippingFee,
      total,
      paymentMethod,
      createdAt,
    }),
    ...(await shopMessages(tx, deps, 'order.placed.shop', orderNumber, {
      orderId: order.id,
      orderNumber,
      total,
      paymentMethod,
      createdAt,
    })),
  ]);
}

/** In the status change's transaction: the buyer hears of paid, canceled, refunded, failed. */
export async function enqueueOrderStatus(
  tx: Transaction,
  deps: Deps,
  order: { orderNumber: string; email: string },
  status: OrderStatus,
) {
  if (!isNotifiedOrderStatus(status)) return;
  await write(tx, deps, [
    message('order.status.buyer', order.email, order.orderNumber, {
      orderNumber: order.orderNumber,
      status,
    }),
  ]);
}

/** In the sign-up's transaction: the agent's confirmation and the shop's alert. */
export async function enqueueRegistrationSubmitted(
  tx: Transaction,
  deps: Deps,
  registration: { id: string; code: string; email: string; createdAt: Date },
) {
  const { code } = registration;
  await write(tx, deps, [
    message('registration.submitted.agent', registration.email, code, { code }),
    ...(await shopMessages(tx, deps, 'registration.submitted.shop', code, {
      registrationId: registration.id,
      code,
      createdAt: registration.createdAt.toISOString(),
    })),
  ]);
}

/** In the status change's transaction: the agent hears of verified or rejected. */
export async function enqueueRegistrationStatus(
  tx: Transaction,
  deps: Deps,
  registration: { code: string; email: string },
  status: RegistrationStatus,
) {
  if (!isNotifiedRegistrationStatus(status)) return;
  const { code } = registration;
  await write(tx, deps, [
    message('registration.status.agent', registration.email, code, { code, status }),
  ]);
}

/**
 * In the request's transaction: the agent's e-mail with the private link, and the webhook's
 * call, so a shop can forward the link to an agent who does not read e-mail.
 */
export async function enqueueCorrectionRequested(
  tx: Transaction,
  deps: Deps,
  registration: { email: string },
  payload: NotificationPayloads['registration.correction.agent'],
) {
  const kind = 'registration.correction.agent';
  const webhook: OutboxMessage[] = deps.config.notify.webhook
    ? [{ kind, channel: 'webhook', recipient: 'webhook', reference: payload.code, payload }]
    : [];
  await write(tx, deps, [message(kind, registration.email, payload.code, payload), ...webhook]);
}

/** In the correction's transaction: the shop hears that the documents came in. */
export async function enqueueCorrectionSubmitted(
  tx: Transaction,
  deps: Deps,
  registration: { id: string; code: string },
  at: Date,
) {
  const { code } = registration;
  await write(
    tx,
    deps,
    await shopMessages(tx, deps, 'registration.corrected.shop', code, {
      registrationId: registration.id,
      code,
      correctedAt: at.toISOString(),
    }),
  );
}

/** In a bulk status change's transaction: each changed order's buyer, as one by one. */
export async function enqueueOrderStatuses(
  tx: Transaction,
  deps: Deps,
  ids: string[],
  status: OrderStatus,
) {
  if (!isNotifiedOrderStatus(status) || ids.length === 0) return;
  const rows = await tx
    .select({ orderNumber: orders.orderNumber, email: orders.email })
    .from(orders)
    .where(inArray(orders.id, ids));
  await write(
    tx,
    deps,
    rows.map(({ orderNumber, email }) =>
      message('order.status.buyer', email, orderNumber, { orderNumber, status }),
    ),
  );
}

/** In a bulk status change's transaction: each changed registration's agent. */
export async function enqueueRegistrationStatuses(
  tx: Transaction,
  deps: Deps,
  ids: string[],
  status: RegistrationStatus,
) {
  if (!isNotifiedRegistrationStatus(status) || ids.length === 0) return;
  const rows = await tx
    .select({ code: registrations.code, email: registrations.email })
    .from(registrations)
    .where(inArray(registrations.id, ids));
  await write(
    tx,
    deps,
    rows.map(({ code, email }) =>
      message('registration.status.agent', email, code, { code, status }),
    ),
  );
}
