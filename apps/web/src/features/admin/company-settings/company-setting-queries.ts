import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

const uploadSettingKey = ['admin', 'company-upload-setting'] as const;

/**
 * The signed-in admin's company's upload setting. `silent`: the upload dialog, which only shows it,
 * must not toast when it cannot be read; the settings page shows its own failure.
 */
export function useUploadSetting(enabled = true) {
  return useQuery({
    queryKey: uploadSettingKey,
    queryFn: ({ signal }) => callApi('companyUploadSetting', { query: {} }, { signal }),
    enabled,
    meta: { silent: true },
  });
}

export function useSaveUploadSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publishUploads: boolean) =>
      callApi('companyUploadSettingUpdate', { body: { publishUploads } }),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(uploadSettingKey, saved),
  });
}
