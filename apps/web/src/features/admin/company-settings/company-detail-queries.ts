import type { CompanyDetail, CompanyUpdate } from '@hondana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

const companyDetailKey = (companyId: number) => ['admin', 'company-detail', companyId] as const;

/** GET /company/detail/{id}: every setting of the company, secrets only as whether they are set. */
export function useCompanyDetail(companyId: number | null) {
  return useQuery({
    queryKey: companyDetailKey(companyId ?? 0),
    queryFn: ({ signal }) => callApi('companyDetail', { params: { id: companyId ?? 0 } }, { signal }),
    enabled: companyId !== null,
    meta: { silent: true },
  });
}

/** GET /company/admins/{id}: who may be named the owner (only those who may change the company ask). */
export function useCompanyAdmins(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'company-admins', companyId],
    queryFn: ({ signal }) => callApi('companyAdmins', { params: { id: companyId } }, { signal }),
    enabled,
    meta: { silent: true },
  });
}

/** The company's services, for the portal address a path company answers at. */
export function useCompanyServices(companyId: number, query: { companyId?: number }) {
  return useQuery({
    queryKey: ['admin', 'company-services', companyId],
    queryFn: ({ signal }) => callApi('serviceList', { query }, { signal }),
    meta: { silent: true },
  });
}

/** PUT /company/update/{id} with a section's changed fields; the answer replaces the cached detail. */
export function useUpdateCompany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // A setting emptied is sent as null: it is cleared, not kept.
    mutationFn: (body: CompanyUpdate) =>
      callApi('companyUpdate', { params: { id: companyId }, body }, { keepNulls: true }),
    meta: { silent: true },
    onSuccess: (saved: CompanyDetail) => queryClient.setQueryData(companyDetailKey(companyId), saved),
  });
}

/** POST /company/api-key/{id}: the new key, answered this once; the detail keeps only its hint. */
export function useRotateApiKey(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('companyApiKeyRotate', { params: { id: companyId } }),
    meta: { silent: true },
    onSuccess: ({ apiKeyHint }) =>
      queryClient.setQueryData(companyDetailKey(companyId), (detail: CompanyDetail | undefined) =>
        detail ? { ...detail, apiKeyHint } : detail,
      ),
  });
}
