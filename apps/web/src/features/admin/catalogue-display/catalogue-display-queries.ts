import type { SearchResultSetting } from '@hondana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

const settingKey = ['admin', 'search-result-setting'] as const;

/**
 * The service a page of the catalogue display acts on: the one a system admin's address names (the page
 * asks it to pick one first); none for the others, whom the server holds to their own or default service.
 */
function useSettingService() {
  const { query } = useConsoleScope();
  return query.serviceId === undefined ? {} : { serviceId: query.serviceId };
}

/** The service's search-result setting (the addressed one; a service admin's own; else the default). */
export function useResultSetting() {
  const service = useSettingService();
  return useQuery({
    queryKey: [...settingKey, service],
    queryFn: () => callApi('searchResultSettingDetail', { query: service }),
  });
}

type Editable = Pick<
  SearchResultSetting,
  'newPeriodDays' | 'popularPeriodDays' | 'popularMinReaders' | 'paramNames'
>;

/** Saves the edited fields over the whole record as last read (the call replaces the whole record). */
export function useSaveResultSetting() {
  const queryClient = useQueryClient();
  const service = useSettingService();
  return useMutation({
    mutationFn: ({ current, changes }: { current: SearchResultSetting; changes: Editable }) => {
      const { buttonResponseList: _b, sortFieldResponseList: _s, ...record } = current;
      // A whole record: its nulls and empty lists are values, not "unchanged".
      return callApi(
        'searchResultSettingUpdate',
        { body: { ...record, ...changes, ...service } },
        { keepNulls: true },
      );
    },
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData([...settingKey, service], saved),
  });
}
