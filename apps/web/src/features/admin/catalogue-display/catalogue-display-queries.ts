import type { SearchResultSetting } from '@hondana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

const settingKey = ['admin', 'search-result-setting'] as const;

/** The service's search-result setting (the admin's default service; a service admin's own). */
export function useResultSetting() {
  return useQuery({
    queryKey: settingKey,
    queryFn: () => callApi('searchResultSettingDetail', { query: {} }),
  });
}

type Editable = Pick<
  SearchResultSetting,
  'newPeriodDays' | 'popularPeriodDays' | 'popularMinReaders' | 'paramNames'
>;

/** Saves the edited fields over the whole record as last read (the call replaces the whole record). */
export function useSaveResultSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ current, changes }: { current: SearchResultSetting; changes: Editable }) => {
      const { buttonResponseList: _b, sortFieldResponseList: _s, ...record } = current;
      // A whole record: its nulls and empty lists are values, not "unchanged".
      return callApi('searchResultSettingUpdate', { body: { ...record, ...changes } }, { keepNulls: true });
    },
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(settingKey, saved),
  });
}
