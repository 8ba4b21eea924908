import { UPLOAD_SLOTS_BY_DRAFT_KIND } from '@toko/contracts';
import { PROOF_UPLOAD_RECORDS_KEY, proofFiles } from '@/lib/cart/checkout-proof-storage';
import { createResumableUploads } from '@/lib/upload/resumable-uploads';
import { createUploadRecords } from '@/lib/upload/upload-records';

/** The payment proof's upload: the sign-up's resumable mechanism, with the checkout's draft. */
export const proofUploads = createResumableUploads({
  draft: { kind: 'checkout' },
  records: createUploadRecords(PROOF_UPLOAD_RECORDS_KEY, UPLOAD_SLOTS_BY_DRAFT_KIND.checkout),
  files: proofFiles,
});
