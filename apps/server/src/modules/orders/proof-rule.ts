import { PROOF_MIME_TYPES } from '@toko/contracts';
import { messages as checkoutMessages } from '@toko/contracts/i18n/checkout';
import type { FileRule } from '../uploads/checks/upload-rules';

/** What the checkout's payment proof may be (its tus slot `proof`). */
export const proofRule: FileRule = {
  types: PROOF_MIME_TYPES,
  keyPrefix: 'payment-proofs',
  requiredMessage: checkoutMessages['checkout.proof.required'],
  messages: {
    type: checkoutMessages['checkout.proof.type'],
    size: checkoutMessages['checkout.proof.size'],
  },
};
