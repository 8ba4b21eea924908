import { adminMessages } from './admin';
import { adminActivityMessages } from './admin-activity';
import { adminAuditLogMessages } from './admin-audit-log';
import { adminDashboardMessages } from './admin-dashboard';
import { adminNotificationMessages } from './admin-notifications';
import { adminOrderMessages } from './admin-orders';
import { adminRegistrationMessages } from './admin-registrations';
import { adminStaffMessages } from './admin-staff';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { registrationCorrectionMessages } from './registration-correction';

/** The back office's texts (sign-in included): one catalogue, loaded only with the admin area. */
export const backOfficeMessages = {
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
