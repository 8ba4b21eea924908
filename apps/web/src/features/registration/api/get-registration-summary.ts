import { registrationSummarySchema } from '@toko/contracts';
import { apiRequest } from '@/lib/api-client';

export function getRegistrationSummary(id: string) {
  return apiRequest(`/api/registrations/${encodeURIComponent(id)}/summary`, {
    parse: registrationSummarySchema.parse,
  });
}
