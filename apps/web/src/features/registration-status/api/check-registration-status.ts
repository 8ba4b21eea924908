import { REGISTRATION_STATUS_API_PATH, registrationStatusResponseSchema } from '@toko/contracts';
import { apiRequest } from '@/lib/api-client';

export function checkRegistrationStatus(code: string, phone: string) {
  return apiRequest(REGISTRATION_STATUS_API_PATH, {
    method: 'POST',
    body: { code, phone },
    parse: registrationStatusResponseSchema.parse,
  });
}
