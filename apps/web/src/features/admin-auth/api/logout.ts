import { t } from '@toko/contracts/i18n/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryOptions } from './get-session';

function logout() {
  return apiRequest<void>('/api/auth/logout', { method: 'POST', body: {} });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null }),
    onError: (error) => toast.error(t('common.genericError'), { description: error.message }),
  });
}
