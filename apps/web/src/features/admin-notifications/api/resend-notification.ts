import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** "Kirim ulang": the failed message waits again; the list and the badge are read again. */
export function useResendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/admin/notifications/${encodeURIComponent(id)}/resend`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] }),
  });
}
