import { documentByField, type DocumentField } from '@toko/contracts';
import type { FileRule } from '../uploads/checks/upload-rules';
import { registrationFileRules } from '../registrations/registration-files';
import type { CorrectionBinding } from '../uploads/draft-token';

/**
 * The slots of a correction's draft: the requested documents only, each with the sign-up's
 * rule for it, stored in the registration's own folder of that document.
 */
export function correctionRules(
  binding: CorrectionBinding | undefined,
): Partial<Record<DocumentField, FileRule>> {
  if (!binding) return {};
  const signUpRules = registrationFileRules(binding.registrationId);
  return Object.fromEntries(
    binding.fields.map((field) => [field, signUpRules[documentByField(field).formName]]),
  );
}
