import type { UPLOAD_SLOTS_BY_DRAFT_KIND, UploadDraftKind } from '@toko/contracts';
import type { FileRule } from './checks/upload-rules';
import type { UploadDraft } from './draft-token';

/**
 * Each draft kind's slots (the contracts' `UPLOAD_SLOTS_BY_DRAFT_KIND`) with their rules, for a
 * given draft: the forms' modules write them and the app hands them to the upload routes, so
 * uploads knows no form of its own.
 */
export type SlotRules = {
  [Kind in UploadDraftKind]: (
    draft: UploadDraft,
  ) => Partial<Record<(typeof UPLOAD_SLOTS_BY_DRAFT_KIND)[Kind][number], FileRule>>;
};

/** The rule of a slot the draft's form has, or `undefined` for any other name. */
export function ruleOfSlot(
  rules: SlotRules,
  draft: UploadDraft,
  slot: string | null | undefined,
): FileRule | undefined {
  const slots: Partial<Record<string, FileRule>> = rules[draft.kind](draft);
  return slot && Object.hasOwn(slots, slot) ? slots[slot] : undefined;
}
