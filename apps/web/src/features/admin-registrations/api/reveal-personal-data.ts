import { personalDataRevealSchema, type ProtectedField } from '@toko/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { registrationPath } from './get-registration';

/** "Tampilkan": one protected field, whole; the server audits each call. Never cached. */
export function useRevealPersonalData(id: string) {
  return useMutation({
    mutationFn: (field: ProtectedField) =>
      apiRequest(`${registrationPath(id)}/reveal`, {
        method: 'POST',
        body: { field },
        parse: personalDataRevealSchema.parse,
      }),
  });
}
