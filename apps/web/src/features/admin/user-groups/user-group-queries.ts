import type { UserGroupFields } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { userGroupKeys } from '../../../api/query-keys.ts';

export const USER_GROUP_PAGE_SIZE = 50;

export function useUserGroupPage(page: number) {
  return useQuery({
    queryKey: userGroupKeys.page({ page, size: USER_GROUP_PAGE_SIZE }),
    queryFn: () => callApi('userGroupPage', { query: { page, size: USER_GROUP_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Add (no id) or replace (id) a group; the lists are fetched again after. */
export function useSaveUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: UserGroupFields }) =>
      id === null
        ? callApi('userGroupAdd', { body: fields })
        : callApi('userGroupUpdate', { params: { id }, body: fields }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupKeys.all }),
  });
}

export function useDeleteUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('userGroupDelete', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupKeys.all }),
  });
}
