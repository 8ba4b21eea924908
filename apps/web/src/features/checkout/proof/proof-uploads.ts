import { proofFiles, proofUploadRecords } from '@/lib/cart/checkout-storage';
import { createResumableUploads } from '@/lib/upload/resumable-uploads';

/** The payment proof's upload: the sign-up's resumable mechanism, with the checkout's draft. */
export const proofUploads = createResumableUploads({
  kind: 'checkout',
  records: proofUploadRecords,
  files: proofFiles,
});
