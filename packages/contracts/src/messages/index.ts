import { staffInvitationEmailMessages } from './admin-staff';
import { backOfficeMessages } from './back-office';
import { checkoutMessages } from './checkout';
import { layoutMessages } from './layout';
import { marketingMessages } from './marketing';
import { notificationMessages } from './notifications';
import { registrationMessages } from './registration';
import { uploadMessages } from './upload';
import { validationMessages } from './validation';

/**
 * Every user-visible Indonesian text, one file per domain (`domain.page.element` keys). The web
 * app imports a domain's catalogue from `@toko/contracts/i18n/<area>` so that a page downloads
 * only its own texts; this union exists for tests that check the whole catalogue.
 */
export const allMessages = {
  ...backOfficeMessages,
  ...checkoutMessages,
  ...staffInvitationEmailMessages,
  ...layoutMessages,
  ...marketingMessages,
  ...validationMessages,
  ...uploadMessages,
  ...registrationMessages,
  ...notificationMessages,
} as const;

export { errorMessages } from './errors';
