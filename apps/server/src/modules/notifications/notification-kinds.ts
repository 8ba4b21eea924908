import type {
  CorrectionReason,
  DocumentField,
  OrderStatus,
  PaymentMethod,
  RegistrationStatus,
  StaffRole,
} from '@toko/contracts';

export type OrderLine = { name: string; quantity: number; price: number };

/** What each kind of message needs to be written, and nothing more (no NIK, no bank account). */
export type NotificationPayloads = {
  'order.placed.buyer': {
    orderNumber: string;
    lines: OrderLine[];
    subtotal: number;
    shippingFee: number;
    total: number;
    paymentMethod: PaymentMethod;
    createdAt: string;
  };
  'order.placed.shop': {
    orderId: string;
    orderNumber: string;
    total: number;
    paymentMethod: PaymentMethod;
    createdAt: string;
  };
  'order.status.buyer': { orderNumber: string; status: NotifiedOrderStatus };
  'registration.submitted.agent': { code: string };
  'registration.submitted.shop': { registrationId: string; code: string; createdAt: string };
  'registration.status.agent': { code: string; status: NotifiedRegistrationStatus };
  /** The private link's path, never the NIK or a document. */
  'registration.correction.agent': {
    registrationId: string;
    code: string;
    correctionPath: string;
    expiresAt: string;
    documents: { field: DocumentField; reason: CorrectionReason; note?: string }[];
    message: string | null;
  };
  'registration.corrected.shop': { registrationId: string; code: string; correctedAt: string };
  /** The invitation link's path (its token after `#`) and the role; nothing personal. */
  'staff.invitation': { invitationPath: string; role: StaffRole; expiresAt: string };
};

export type NotificationKind = keyof NotificationPayloads;

/** The shop-side events a webhook receives. */
export const WEBHOOK_KINDS = [
  'order.placed.shop',
  'registration.submitted.shop',
  'registration.corrected.shop',
  // For a shop that forwards the link to its agents (WhatsApp): the agent's own message.
  'registration.correction.agent',
] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/** The order statuses the buyer hears of (issue 34); the others are the shop's own steps. */
export const NOTIFIED_ORDER_STATUSES = ['paid', 'canceled', 'refunded', 'failed'] as const;
export type NotifiedOrderStatus = (typeof NOTIFIED_ORDER_STATUSES)[number];

export const NOTIFIED_REGISTRATION_STATUSES = ['verified', 'rejected'] as const;
export type NotifiedRegistrationStatus = (typeof NOTIFIED_REGISTRATION_STATUSES)[number];

export function isNotifiedOrderStatus(status: OrderStatus): status is NotifiedOrderStatus {
  return (NOTIFIED_ORDER_STATUSES as readonly string[]).includes(status);
}

export function isNotifiedRegistrationStatus(
  status: RegistrationStatus,
): status is NotifiedRegistrationStatus {
  return (NOTIFIED_REGISTRATION_STATUSES as readonly string[]).includes(status);
}
