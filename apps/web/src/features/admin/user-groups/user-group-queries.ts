import type { UserGroupFields } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { userGroupKeys } from '../../../api/query-keys.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

export const USER_GROUP_PAGE_SIZE = 50;

/** A page of the acting company's user groups (`paging`: page and size from the list's address). */
export function useUserGroupPage(paging: { page?: number | string; size?: number | string }) {
  const { query: scope } = useConsoleScope();
  const query = {
    ...scope,
    page: Number(paging.page ?? 1),
    size: Number(paging.size ?? USER_GROUP_PAGE_SIZE),
  };
  return useQuery({
    queryKey: userGroupKeys.page(query),
    queryFn: () => callApi('userGroupPage', { query }),
    placeholderData: keepPreviousData,
  });
}

/** Add (no id) or replace (id) a group; the lists are fetched again after. */
export function useSaveUserGroup() {
  const queryClient = useQueryClient();
  const { query: scope } = useConsoleScope();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: UserGroupFields }) =>
      id === null
        ? callApi('userGroupAdd', { body: { companyId: scope.companyId, ...fields } })
        : callApi('userGroupUpdate', { params: { id }, body: { companyId: scope.companyId, ...fields } }),
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

export const MEMBER_PAGE_SIZE = 20;

/** A group's readers, a page at a time, filtered by a keyword. */
export function useUserGroupMembers(id: number, page: number, keyword: string) {
  const query = { page, size: MEMBER_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  return useQuery({
    queryKey: userGroupKeys.members(id, query),
    queryFn: ({ signal }) => callApi('userGroupMembers', { params: { id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Readers of the company not in the group, for the add box (nothing asked without a keyword). */
export function useMemberCandidates(id: number, keyword: string) {
  return useQuery({
    queryKey: userGroupKeys.candidates(id, keyword),
    queryFn: ({ signal }) =>
      callApi('userGroupMemberCandidates', { params: { id }, query: { keyword } }, { signal }),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Puts readers in the group or takes them out; the group lists, members and candidates are fetched again. */
export function useChangeMembers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ add, userIds }: { add: boolean; userIds: number[] }) =>
      callApi(add ? 'userGroupAddMembers' : 'userGroupRemoveMembers', { params: { id }, body: { userIds } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupKeys.all }),
  });
}
