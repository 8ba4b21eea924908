import type { UploadDraft } from '../../uploads/tus/draft-token';
import type { FileRule } from '../../uploads/upload-rules';
import { proofRule } from '../orders/proof-rule';
import { registrationFileRules } from '../registrations/registration-files';

/** Each draft kind's slots and their rules; a sign-up's files go to its draft's own folder. */
const RULES: Record<UploadDraft['kind'], (draftId: string) => Record<string, FileRule>> = {
  checkout: () => ({ proof: proofRule }),
  registration: (draftId) => registrationFileRules(draftId),
};

/** The rule of a slot the draft's form has, or `undefined` for any other name. */
export function ruleOfSlot(
  draft: UploadDraft,
  slot: string | null | undefined,
): FileRule | undefined {
  const slots = RULES[draft.kind](draft.id);
  return slot && Object.hasOwn(slots, slot) ? slots[slot] : undefined;
}
