import { adminRegistrationDetailSchema, type CorrectionRequest } from '@toko/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { registrationPath } from './get-registration';
import { storeRegistration } from './update-registration';

/** "Kirim Permintaan": the registration becomes "Perlu Perbaikan" and the agent gets the link. */
export function useRequestCorrection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CorrectionRequest) =>
      apiRequest(`${registrationPath(id)}/corrections`, {
        method: 'POST',
        body: request,
        parse: adminRegistrationDetailSchema.parse,
      }),
    onSuccess: (registration) => storeRegistration(queryClient, registration),
  });
}
