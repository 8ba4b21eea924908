import { signedFileUrlSchema } from '@toko/contracts';
import { apiRequest } from '@/lib/api-client';

/** A 300 s link to the payment proof; asked for when the admin opens it (each view is recorded). */
export function getOrderProofUrl(id: string) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/proof`, {
    parse: signedFileUrlSchema.parse,
  });
}
