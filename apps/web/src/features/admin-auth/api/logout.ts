import { t } from '@toko/contracts/i18n/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { forgetAdminSession } from '../lib/forget-admin-session';

function logout() {
  return apiRequest<void>('/api/auth/logout', { method: 'POST', body: {} });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => forgetAdminSession(queryClient),
    onError: (error) =>
      toast.error(t('common.genericError'), { description: error.message, error }),
  });
}
