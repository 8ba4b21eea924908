import {
  activityListSchema,
  adminActivityPath,
  adminNotePath,
  type ActivityEntity,
} from '@toko/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const activityQueryOptions = (entity: ActivityEntity, id: string) =>
  queryOptions({
    queryKey: ['admin', entity, 'activity', id],
    queryFn: ({ signal }) =>
      apiRequest(adminActivityPath(entity, id), { signal, parse: activityListSchema.parse }),
  });

export function useActivity(entity: ActivityEntity, id: string) {
  return useQuery(activityQueryOptions(entity, id));
}

/** "Simpan catatan": the answer is the timeline with the note on top. */
export function useAddNote(entity: ActivityEntity, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(adminNotePath(entity, id), {
        method: 'POST',
        body: { text },
        parse: activityListSchema.parse,
      }),
    onSuccess: (entries) =>
      queryClient.setQueryData(activityQueryOptions(entity, id).queryKey, entries),
  });
}
