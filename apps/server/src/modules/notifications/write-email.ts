import {
  adminDetailPath,
  CORRECTION_REASON_LABELS,
  DOCUMENT_LABELS,
  formatLongDate,
  formatRupiah,
  ORDER_STATUS_LABELS,
  PUBLIC_PAGE_PATHS,
  registrationStatusPath,
  STAFF_ROLE_LABEL_KEYS,
  type PaymentMethod,
  type StaffRole,
} from '@toko/contracts';
import { t as adminText } from '@toko/contracts/i18n/admin';
import { t } from '@toko/contracts/i18n/notifications';
import type { EmailDocument } from './email-document';
import type { NotificationKind, NotificationPayloads } from './notification-kinds';

/** Site links: PUBLIC_URL's origin (or the local server's) and a path. */
export type LinkTo = (path: string) => string;

const paymentMethodLabel = (method: PaymentMethod) =>
  t(method === 'qris' ? 'checkout.payment.qris' : 'checkout.payment.bank');

const staffRoleLabel = (role: StaffRole) => adminText(STAFF_ROLE_LABEL_KEYS[role]);

/** Rupiah written with a plain space: `Rp 2.999.000` reads the same in every mail client. */
const rupiah = (amount: number) => formatRupiah(amount).replace(/\u00a0/g, ' ');

type Writers = {
  [K in NotificationKind]: (payload: NotificationPayloads[K], linkTo: LinkTo) => EmailDocument;
};

const footer = (linkTo: LinkTo) => [
  t('notify.contact', { url: linkTo(PUBLIC_PAGE_PATHS.contact) }),
  t('notify.footer'),
];

/** The applicant's link to /pendaftaran/status with the code filled in, and its hint. */
const registrationStatusLink = (code: string, linkTo: LinkTo) => {
  const url = linkTo(registrationStatusPath(code));
  return {
    link: { label: t('notify.registration.statusLink'), url },
    hint: t('notify.registration.statusHint', { url }),
  };
};

const WRITERS: Writers = {
  'order.placed.buyer': (order, linkTo) => {
    const statusUrl = linkTo(
      `${PUBLIC_PAGE_PATHS.orderStatus}?nomor=${encodeURIComponent(order.orderNumber)}`,
    );
    return {
      subject: t('notify.orderPlaced.subject', { orderNumber: order.orderNumber }),
      title: t('notify.orderPlaced.title'),
      paragraphs: [
        t('notify.orderPlaced.number', { orderNumber: order.orderNumber }),
        t('checkout.success.promise'),
      ],
      rowsTitle: t('notify.order.items'),
      rows: [
        ...order.lines.map((line): [string, string] => [
          t('notify.order.line', { quantity: line.quantity, name: line.name }),
          rupiah(line.price * line.quantity),
        ]),
        [t('notify.order.subtotal'), rupiah(order.subtotal)],
        [t('notify.order.shipping'), rupiah(order.shippingFee)],
        [t('notify.order.total'), rupiah(order.total)],
        [t('notify.order.paymentMethod'), paymentMethodLabel(order.paymentMethod)],
        [t('notify.order.date'), `${formatLongDate(order.createdAt)} WIB`],
      ],
      link: { label: t('notify.orderPlaced.statusLink'), url: statusUrl },
      footer: [t('notify.orderPlaced.statusHint', { url: statusUrl }), ...footer(linkTo)],
    };
  },
  'order.placed.shop': (order, linkTo) => ({
    subject: t('notify.shopOrder.subject', {
      orderNumber: order.orderNumber,
      total: rupiah(order.total),
    }),
    title: t('notify.shopOrder.title', { orderNumber: order.orderNumber }),
    paragraphs: [
      t('notify.shopOrder.body', {
        date: `${formatLongDate(order.createdAt)} WIB`,
        total: rupiah(order.total),
        paymentMethod: paymentMethodLabel(order.paymentMethod),
      }),
    ],
    link: {
      label: t('notify.shopOrder.link'),
      url: linkTo(adminDetailPath('order', order.orderId)),
    },
    footer: [t('notify.footer')],
  }),
  'order.status.buyer': ({ orderNumber, status }, linkTo) => {
    const label = ORDER_STATUS_LABELS[status];
    return {
      subject: t('notify.orderStatus.subject', { orderNumber, status: label }),
      title: t('notify.orderStatus.title', { orderNumber, status: label }),
      paragraphs: [t(`notify.orderStatus.${status}`, { orderNumber })],
      link: {
        label: t('notify.orderPlaced.statusLink'),
        url: linkTo(`${PUBLIC_PAGE_PATHS.orderStatus}?nomor=${encodeURIComponent(orderNumber)}`),
      },
      footer: footer(linkTo),
    };
  },
  'registration.submitted.agent': ({ code }, linkTo) => {
    const status = registrationStatusLink(code, linkTo);
    return {
      subject: t('notify.registration.subject', { code }),
      title: t('notify.registration.title'),
      paragraphs: [
        t('notify.registration.code', { code }),
        t('registration.success.contact'),
        t('registration.success.next'),
      ],
      link: status.link,
      footer: [status.hint, ...footer(linkTo)],
    };
  },
  'registration.submitted.shop': (registration, linkTo) => ({
    subject: t('notify.shopRegistration.subject', { code: registration.code }),
    title: t('notify.shopRegistration.title', { code: registration.code }),
    paragraphs: [
      t('notify.shopRegistration.body', {
        date: `${formatLongDate(registration.createdAt)} WIB`,
      }),
    ],
    link: {
      label: t('notify.shopRegistration.link'),
      url: linkTo(adminDetailPath('registration', registration.registrationId)),
    },
    footer: [t('notify.footer')],
  }),
  'registration.correction.agent': (correction, linkTo) => ({
    subject: t('notify.correction.subject', { code: correction.code }),
    title: t('notify.correction.title'),
    paragraphs: [
      t('notify.correction.body', { code: correction.code }),
      ...correction.documents.map(({ field, reason, note }) =>
        t('notify.correction.document', {
          document: DOCUMENT_LABELS[field],
          reason: note
            ? `${CORRECTION_REASON_LABELS[reason]} (${note})`
            : CORRECTION_REASON_LABELS[reason],
        }),
      ),
      ...(correction.message
        ? [t('notify.correction.message', { message: correction.message })]
        : []),
    ],
    link: { label: t('notify.correction.link'), url: linkTo(correction.correctionPath) },
    footer: [
      t('notify.correction.expires', { date: `${formatLongDate(correction.expiresAt)} WIB` }),
      registrationStatusLink(correction.code, linkTo).hint,
      ...footer(linkTo),
    ],
  }),
  'registration.corrected.shop': (correction, linkTo) => ({
    subject: t('notify.shopCorrection.subject', { code: correction.code }),
    title: t('notify.shopCorrection.title', { code: correction.code }),
    paragraphs: [
      t('notify.shopCorrection.body', { date: `${formatLongDate(correction.correctedAt)} WIB` }),
    ],
    link: {
      label: t('notify.shopRegistration.link'),
      url: linkTo(adminDetailPath('registration', correction.registrationId)),
    },
    footer: [t('notify.footer')],
  }),
  'registration.status.agent': ({ code, status }, linkTo) => {
    const statusPage = registrationStatusLink(code, linkTo);
    return {
      subject: t(`notify.registrationStatus.${status}.subject`, { code }),
      title: t(`notify.registrationStatus.${status}.subject`, { code }),
      paragraphs: [t(`notify.registrationStatus.${status}.body`, { code })],
      link: statusPage.link,
      footer: [statusPage.hint, ...footer(linkTo)],
    };
  },
  'staff.invitation': ({ invitationPath, role, expiresAt }, linkTo) => ({
    subject: t('notify.staffInvitation.subject'),
    title: t('notify.staffInvitation.title'),
    paragraphs: [t('notify.staffInvitation.body', { role: staffRoleLabel(role) })],
    link: { label: t('notify.staffInvitation.link'), url: linkTo(invitationPath) },
    footer: [
      t('notify.staffInvitation.expires', { date: `${formatLongDate(expiresAt)} WIB` }),
      t('notify.footer'),
    ],
  }),
};

/** The e-mail of an outbox message, written when it is sent. */
export function writeEmail<K extends NotificationKind>(
  kind: K,
  payload: NotificationPayloads[K],
  linkTo: LinkTo,
): EmailDocument {
  const writer = WRITERS[kind] as (
    payload: NotificationPayloads[K],
    linkTo: LinkTo,
  ) => EmailDocument;
  return writer(payload, linkTo);
}
