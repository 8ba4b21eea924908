import {
  adminActivitySchema,
  adminBackupStatusSchema,
  adminDailyStatsSchema,
} from '@toko/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const recentActivityQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats', 'activity'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/stats/activity', { signal, parse: adminActivitySchema.parse }),
  });

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}

export const dailyStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats', 'daily'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/stats/daily', { signal, parse: adminDailyStatsSchema.parse }),
  });

export function useDailyStats() {
  return useQuery(dailyStatsQueryOptions());
}

export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats', 'backup'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/stats/backup', { signal, parse: adminBackupStatusSchema.parse }),
  });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
