import { DOCUMENTS } from '@toko/contracts';
import { replacementRule } from './modules/admin/registrations/replacement-rule';
import { correctionRules } from './modules/corrections/correction-rules';
import { proofRule } from './modules/orders/proof-rule';
import { registrationFileRules } from './modules/registrations/registration-files';
import type { SlotRules } from './modules/uploads/upload-slots';

const replacementRules = (registrationId: string) =>
  Object.fromEntries(DOCUMENTS.map(({ field }) => [field, replacementRule(registrationId, field)]));

/**
 * What each form's upload slots accept: a sign-up's files go to its draft's own folder, an
 * admin's replacement and a correction to the registration they are bound to.
 */
export const UPLOAD_SLOT_RULES: SlotRules = {
  checkout: () => ({ proof: proofRule }),
  registration: (draft) => registrationFileRules(draft.id),
  'admin-replacement': ({ replacing }) =>
    replacing ? replacementRules(replacing.registrationId) : {},
  correction: ({ correcting }) => correctionRules(correcting),
};
