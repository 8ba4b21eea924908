import { checkoutMessages } from '../messages/checkout';
import { notificationMessages } from '../messages/notifications';
import { registrationMessages } from '../messages/registration';
import { staffInvitationEmailMessages } from '../messages/admin-staff';
import { createTranslator } from '../messages/translator';

/** The server's e-mails, with the success pages' promises they repeat. */
export const messages = {
  ...notificationMessages,
  ...staffInvitationEmailMessages,
  'checkout.success.promise': checkoutMessages['checkout.success.promise'],
  'checkout.payment.bank': checkoutMessages['checkout.payment.bank'],
  'checkout.payment.qris': checkoutMessages['checkout.payment.qris'],
  'registration.success.contact': registrationMessages['registration.success.contact'],
  'registration.success.next': registrationMessages['registration.success.next'],
} as const;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
