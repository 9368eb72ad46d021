import type { ServiceAdminInvite, ServiceCreate, ServiceUpdate } from '@hondana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

export const serviceKeys = {
  all: ['admin', 'services'] as const,
  detail: (id: number) => [...serviceKeys.all, 'detail', id] as const,
  admins: (id: number) => [...serviceKeys.all, 'admins', id] as const,
};

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

export function useService(id: number) {
  return useQuery({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => callApi('serviceDetail', { params: { id } }, { signal }),
  });
}

/** PUT /service/update/{id}; its refusals are shown on the form (silent here). */
export function useUpdateService(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceUpdate) =>
      callApi('serviceUpdate', { params: { id }, body }, { keepNulls: true }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** DELETE /service/delete/{id}; a service in use (812) is explained on the page, not in a toast. */
export function useDeleteService(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('serviceDelete', { params: { id } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

export function useServiceAdmins(id: number) {
  return useQuery({
    queryKey: serviceKeys.admins(id),
    queryFn: ({ signal }) => callApi('serviceAdmins', { params: { id } }, { signal }),
  });
}

/** POST /service/admins/{id}: the new admin is mailed a link to choose its password. */
export function useInviteServiceAdmin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceAdminInvite) => callApi('serviceAdminInvite', { params: { id }, body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.admins(id) }),
  });
}

export function useRemoveServiceAdmin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi('serviceAdminRemove', { params: { id, userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.admins(id) }),
  });
}
