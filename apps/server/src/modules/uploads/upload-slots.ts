import { DOCUMENTS } from '@toko/contracts';
import type { UploadDraft } from '../../uploads/tus/draft-token';
import type { FileRule } from '../../uploads/upload-rules';
import { replacementRule } from '../admin/registrations/replacement-rule';
import { proofRule } from '../orders/proof-rule';
import { registrationFileRules } from '../registrations/registration-files';

const replacementRules = (registrationId: string) =>
  Object.fromEntries(DOCUMENTS.map(({ field }) => [field, replacementRule(registrationId, field)]));

/**
 * Each draft kind's slots and their rules: a sign-up's files go to its draft's own folder, an
 * admin's replacement to the registration it is bound to.
 */
const RULES: Record<UploadDraft['kind'], (draft: UploadDraft) => Record<string, FileRule>> = {
  checkout: () => ({ proof: proofRule }),
  registration: (draft) => registrationFileRules(draft.id),
  'admin-replacement': ({ replacing }) =>
    replacing ? replacementRules(replacing.registrationId) : {},
};

/** The rule of a slot the draft's form has, or `undefined` for any other name. */
export function ruleOfSlot(
  draft: UploadDraft,
  slot: string | null | undefined,
): FileRule | undefined {
  const slots = RULES[draft.kind](draft);
  return slot && Object.hasOwn(slots, slot) ? slots[slot] : undefined;
}
