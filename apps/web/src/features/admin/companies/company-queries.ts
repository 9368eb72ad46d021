import type { CompanyCreate, companyPageQuerySchema } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../api/client.ts';

export const companyAdminKeys = {
  all: ['admin', 'companies'] as const,
};

export const COMPANY_PAGE_SIZE = 20;

/** A page of the platform's companies (GET /company/page) by the list's address: page, size, keyword, types. */
export function useCompanyPage(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...companyAdminKeys.all, 'page', query],
    queryFn: () => callApi('companyPage', { query: query as z.input<typeof companyPageQuerySchema> }),
    placeholderData: keepPreviousData,
  });
}

/** POST /company/add; the refusals are shown on the form's fields, not as a notice. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCreate) => callApi('companyAdd', { body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminKeys.all }),
  });
}
