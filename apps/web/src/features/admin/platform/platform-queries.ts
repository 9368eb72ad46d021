import type { JobsPageQuery } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

export const platformKeys = {
  health: ['platform', 'health'] as const,
  jobs: ['platform', 'jobs'] as const,
  processingTime: ['platform', 'processing-time'] as const,
};

/** GET /platform/health, fetched again on demand (the page's refresh button). */
export function usePlatformHealth() {
  return useQuery({
    queryKey: platformKeys.health,
    queryFn: () => callApi('platformHealth', {}),
    retry: false,
    meta: { silent: true },
  });
}

export const JOB_PAGE_SIZE = 20;

/** A page of background jobs (GET /jobs/page) by the list's address: page, size, state and queue. */
export function useJobPage(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...platformKeys.jobs, query],
    queryFn: () => callApi('jobsPage', { query: query as JobsPageQuery }),
    placeholderData: keepPreviousData,
  });
}

/** Each tenant's processing time of uploaded files over the last `days` days (GET /jobs/processing-time). */
export function useProcessingTime(days: number) {
  return useQuery({
    queryKey: [...platformKeys.processingTime, days],
    queryFn: () => callApi('jobsProcessingTime', { query: { days } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /jobs/retry/:id; the job list and the health counts are fetched again after. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('jobsRetry', { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: platformKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: platformKeys.health }),
      ]),
  });
}
