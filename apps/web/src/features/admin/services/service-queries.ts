import type { ServiceCreate } from '@hondana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

const serviceKeys = { all: ['admin', 'services'] as const };

/** The acting company's services (GET /service/list), oldest first. */
export function useServiceList() {
  const { query: scope } = useConsoleScope();
  const query = scope.companyId === undefined ? {} : { companyId: scope.companyId };
  return useQuery({
    queryKey: [...serviceKeys.all, query],
    queryFn: () => callApi('serviceList', { query }),
  });
}

/** POST /service/add in the acting company; a refusal is shown on the form's field. */
export function useAddService() {
  const queryClient = useQueryClient();
  const { query: scope } = useConsoleScope();
  return useMutation({
    mutationFn: (body: ServiceCreate) =>
      callApi('serviceAdd', {
        body: scope.companyId === undefined ? body : { ...body, companyId: scope.companyId },
      }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
