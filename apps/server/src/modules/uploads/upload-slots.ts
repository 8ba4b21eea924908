import { UPLOAD_SLOTS_BY_DRAFT_KIND, type DocumentField } from '@toko/contracts';
import type { UploadDraft } from '../../uploads/tus/draft-token';
import type { FileRule } from '../../uploads/upload-rules';
import { replacementRule } from '../admin/registrations/replacement-rule';
import { proofRule } from '../orders/proof-rule';

/** The rule of a slot the draft's form has, or `undefined` for any other name. */
export function ruleOfSlot(
  draft: UploadDraft,
  slot: string | null | undefined,
): FileRule | undefined {
  const slots: readonly string[] = UPLOAD_SLOTS_BY_DRAFT_KIND[draft.kind];
  if (!slot || !slots.includes(slot)) return undefined;
  if (draft.kind === 'checkout') return proofRule;
  if (!draft.replacing) return undefined;
  return replacementRule(draft.replacing.registrationId, slot as DocumentField);
}
