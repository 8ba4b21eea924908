import { adminMessages } from '../messages/admin';
import { adminActivityMessages } from '../messages/admin-activity';
import { adminAuditLogMessages } from '../messages/admin-audit-log';
import { adminDashboardMessages } from '../messages/admin-dashboard';
import { adminNotificationMessages } from '../messages/admin-notifications';
import { adminOrderMessages } from '../messages/admin-orders';
import { adminRegistrationMessages } from '../messages/admin-registrations';
import { adminStaffMessages } from '../messages/admin-staff';
import { authMessages } from '../messages/auth';
import { registrationCorrectionMessages } from '../messages/registration-correction';
import { commonMessages } from '../messages/common';
import { createTranslator } from '../messages/translator';

/** The back office's texts (sign-in included): loaded only with the admin area. */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...adminMessages,
  ...adminActivityMessages,
  ...adminAuditLogMessages,
  ...adminDashboardMessages,
  ...adminNotificationMessages,
  ...adminOrderMessages,
  ...adminRegistrationMessages,
  ...adminStaffMessages,
  ...registrationCorrectionMessages,
} as const;
export type MessageKey = keyof typeof messages;
export const t = createTranslator(messages);
