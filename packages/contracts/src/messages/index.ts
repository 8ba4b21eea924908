import { adminMessages } from './admin';
import { adminActivityMessages } from './admin-activity';
import { adminAuditLogMessages } from './admin-audit-log';
import { adminDashboardMessages } from './admin-dashboard';
import { adminNotificationMessages } from './admin-notifications';
import { adminOrderMessages } from './admin-orders';
import { adminRegistrationMessages } from './admin-registrations';
import { adminStaffMessages, staffInvitationEmailMessages } from './admin-staff';
import { authMessages } from './auth';
import { checkoutMessages } from './checkout';
import { commonMessages } from './common';
import { layoutMessages } from './layout';
import { marketingMessages } from './marketing';
import { notificationMessages } from './notifications';
import { registrationMessages } from './registration';
import { registrationCorrectionMessages } from './registration-correction';
import { uploadMessages } from './upload';
import { validationMessages } from './validation';

/**
 * Every user-visible Indonesian text, one file per domain (`domain.page.element` keys). The web
 * app imports a domain's catalogue from `@toko/contracts/i18n/<area>` so that a page downloads
 * only its own texts; this union exists for tests that check the whole catalogue.
 */
export const allMessages = {
  ...commonMessages,
  ...authMessages,
  ...checkoutMessages,
  ...adminMessages,
  ...adminActivityMessages,
  ...adminAuditLogMessages,
  ...adminDashboardMessages,
  ...adminNotificationMessages,
  ...adminOrderMessages,
  ...adminRegistrationMessages,
  ...adminStaffMessages,
  ...staffInvitationEmailMessages,
  ...layoutMessages,
  ...marketingMessages,
  ...validationMessages,
  ...uploadMessages,
  ...registrationMessages,
  ...registrationCorrectionMessages,
  ...notificationMessages,
} as const;

export { errorMessages } from './errors';
