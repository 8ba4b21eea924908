import type { UploadDraftKind } from '@toko/contracts';
import { proofRule } from '../orders/proof-rule';
import type { FileRule } from '../../uploads/upload-rules';

const RULES: Record<UploadDraftKind, Record<string, FileRule>> = {
  checkout: { proof: proofRule },
};

/** The rule of a slot the draft's form has, or `undefined` for any other name. */
export function ruleOfSlot(
  kind: UploadDraftKind,
  slot: string | null | undefined,
): FileRule | undefined {
  const slots = RULES[kind];
  return slot && Object.hasOwn(slots, slot) ? slots[slot] : undefined;
}
