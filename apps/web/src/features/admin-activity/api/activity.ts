import {
  activityListSchema,
  adminActivityPath,
  adminNotePath,
  type ActivityEntity,
} from '@toko/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `version` is the record's `updatedAt`: a status change, an edit or a replaced document moves
 * it, and the timeline is read again (a note does not: its answer is the new timeline).
 */
export const activityQueryOptions = (entity: ActivityEntity, id: string, version: string) =>
  queryOptions({
    queryKey: ['admin', entity, 'activity', id, version],
    queryFn: ({ signal }) =>
      apiRequest(adminActivityPath(entity, id), { signal, parse: activityListSchema.parse }),
  });

export function useActivity(entity: ActivityEntity, id: string, version: string) {
  // While a new version loads, the timeline shown stays (no spinner after each change).
  return useQuery({
    ...activityQueryOptions(entity, id, version),
    placeholderData: keepPreviousData,
  });
}

/** "Simpan catatan": the answer is the timeline with the note on top. */
export function useAddNote(entity: ActivityEntity, id: string, version: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(adminNotePath(entity, id), {
        method: 'POST',
        body: { text },
        parse: activityListSchema.parse,
      }),
    onSuccess: (entries) =>
      queryClient.setQueryData(activityQueryOptions(entity, id, version).queryKey, entries),
  });
}
