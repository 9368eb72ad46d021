import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

const uploadSettingKey = ['admin', 'company-upload-setting'] as const;

/**
 * The signed-in admin's company's upload setting. `silent`: the upload dialog, which only shows it,
 * must not toast when it cannot be read; the settings page shows its own failure.
 */
export function useUploadSetting(enabled = true) {
  const { query } = useConsoleScope();
  const companyQuery = { companyId: query.companyId };
  return useQuery({
    queryKey: [...uploadSettingKey, companyQuery],
    queryFn: ({ signal }) => callApi('companyUploadSetting', { query: companyQuery }, { signal }),
    enabled,
    meta: { silent: true },
  });
}

export function useSaveUploadSetting() {
  const queryClient = useQueryClient();
  const { query } = useConsoleScope();
  const companyQuery = { companyId: query.companyId };
  return useMutation({
    mutationFn: (publishUploads: boolean) =>
      callApi('companyUploadSettingUpdate', { body: { ...companyQuery, publishUploads } }),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData([...uploadSettingKey, companyQuery], saved),
  });
}
