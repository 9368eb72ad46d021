import { Alert, Fieldset, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import { callApi } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

const settingKey = ['admin', 'company-second-factor-setting'] as const;

/**
 * The company settings' "two-step verification required for staff": a company admin (or the system
 * admin) turns it on or off, saved at once; a service admin sees it. Card payments require it anyway.
 */
export function StaffSecondFactorSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { query } = useConsoleScope();
  const companyQuery = { companyId: query.companyId };
  const editable = can(
    useSession((s) => s.user),
    'company.update',
  );
  const setting = useQuery({
    queryKey: [...settingKey, companyQuery],
    queryFn: ({ signal }) => callApi('companySecondFactorSetting', { query: companyQuery }, { signal }),
    meta: { silent: true },
  });
  const save = useMutation({
    mutationFn: (staffSecondFactorRequired: boolean) =>
      callApi('companySecondFactorSettingUpdate', { body: { ...companyQuery, staffSecondFactorRequired } }),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData([...settingKey, companyQuery], saved),
  });
  if (!setting.data) return null;
  const on =
    save.isPending && save.variables !== undefined ? save.variables : setting.data.staffSecondFactorRequired;
  const code = save.error instanceof ApiError ? save.error.status : 0;
  return (
    <Fieldset legend={t('secondFactor.company.legend')}>
      <Stack gap="sm">
        <Switch
          size="md"
          name="staffSecondFactorRequired"
          label={t('secondFactor.company.label')}
          description={t(on ? 'secondFactor.company.on' : 'secondFactor.company.off')}
          checked={on}
          disabled={!editable}
          onChange={(event) => {
            if (!save.isPending) save.mutate(event.currentTarget.checked);
          }}
          data-staff-second-factor
        />
        {setting.data.takesCardPayments && (
          <Text size="sm" data-card-payments>
            {t('secondFactor.company.cardPayments')}
          </Text>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert" data-save-error={code}>
            {t(code ? `api.error.${code}` : 'api.error.unknown')}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
