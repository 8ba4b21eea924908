import { createFileStore } from '../file-store';

/**
 * Where the confirm page keeps the payment proof, so a reload (or a phone killing the tab) keeps
 * it and its upload continues: the file in IndexedDB, its tus URL and draft token in
 * localStorage. (Apart from the buyer's store, and without the upload code: the cart imports
 * this, and the shop page loads neither zod nor tus.)
 */
export const proofFiles = createFileStore<'proof'>('toko-checkout');
export const PROOF_UPLOAD_RECORDS_KEY = 'toko-edc:checkout-upload:v1';

/** The checkout abandoned (its cart emptied): nothing of its proof is left in the browser. */
export function forgetProof() {
  try {
    window.localStorage.removeItem(PROOF_UPLOAD_RECORDS_KEY);
  } catch {
    // No storage: nothing was kept.
  }
  void proofFiles.clear();
}
