import { bulkStatusResultSchema, type BulkStatusResult } from '@toko/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchListAndStats } from './admin-list-query';
import { adminBulkStatusPath, type AdminList } from './admin-list-paths';
import { apiRequest } from './api-client';
import type { SelectedRow } from './use-row-selection';

/** Sets one status on the selected rows; the list and the dashboard's numbers load again. */
export function useBulkStatus(list: AdminList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, rows }: { status: string; rows: SelectedRow[] }) =>
      apiRequest<BulkStatusResult>(adminBulkStatusPath(list), {
        method: 'POST',
        body: { status, rows },
        parse: bulkStatusResultSchema.parse,
      }),
    onSettled: () => refetchListAndStats(queryClient, list),
  });
}
