import { z } from 'zod';
import type { registrationMessages } from './messages/registration';
import { documentFieldSchema } from './documents';
import { registrationStatusSchema, type RegistrationStatus } from './statuses';

/** `POST`: an applicant's registration status for its code and the phone used to sign up. */
export const REGISTRATION_STATUS_API_PATH = '/api/registrations/status';

export const registrationStatusRequestSchema = z.object({
  code: z.string().trim().toUpperCase().min(1).max(40),
  phone: z.string().trim().min(1).max(30),
});
export type RegistrationStatusRequest = z.infer<typeof registrationStatusRequestSchema>;

/**
 * The code and the status, nothing else: no name, no phone, no document. While documents are
 * asked for again (`needs_changes`), which ones, by field.
 */
export const registrationStatusResponseSchema = z.strictObject({
  code: z.string(),
  status: registrationStatusSchema,
  documents: z.array(documentFieldSchema).optional(),
});
export type RegistrationStatusResponse = z.infer<typeof registrationStatusResponseSchema>;

type RegistrationMessageKey = keyof typeof registrationMessages;

/**
 * What the applicant reads of each status on /pendaftaran/status: the status in their words and
 * what happens next (keys of the registration catalogue). A new status needs its entry here.
 */
export const REGISTRATION_STATUS_FOR_APPLICANT: Record<
  RegistrationStatus,
  { title: RegistrationMessageKey; next: RegistrationMessageKey }
> = {
  new: { title: 'registration.success.status', next: 'registrationStatus.new.next' },
  needs_changes: {
    title: 'registrationStatus.needsChanges.title',
    next: 'registrationStatus.needsChanges.next',
  },
  verified: {
    title: 'registrationStatus.verified.title',
    next: 'registrationStatus.verified.next',
  },
  rejected: {
    title: 'registrationStatus.rejected.title',
    next: 'registrationStatus.rejected.next',
  },
};
