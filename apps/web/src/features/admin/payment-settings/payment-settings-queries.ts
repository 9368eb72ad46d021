import type {
  GmoSettings,
  MemberIdSettings,
  PaymentSettingsUpdate,
  PaymentSettingsView,
  VeritransSettings,
} from '@hondana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, callApi } from '../../../api/client.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

const settingsKeys = { all: ['admin', 'payment-settings'] as const };

/** The acting company's payment settings (secrets only as set or not set). */
export function usePaymentSettings() {
  const { query: scope } = useConsoleScope();
  const query = { ...scope } as NonNullable<CallInput<'paymentSettings'>['query']>;
  return useQuery({
    queryKey: [...settingsKeys.all, query],
    queryFn: ({ signal }) => callApi('paymentSettings', { query }, { signal }),
  });
}

/** One section's save: the settings on screen are read again after it; refusals are shown on the form. */
export function useSaveSettings<B extends object>(save: (body: B) => Promise<PaymentSettingsView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

/** A check of typed settings with the gateway: nothing is stored. */
export function useCheckSettings<B extends object>(check: (body: B) => Promise<unknown>) {
  return useMutation({ mutationFn: check, meta: { silent: true } });
}

/** Each section's calls, in the acting company (a system admin's choice). */
export function useSettingsCalls() {
  const { query: scope } = useConsoleScope();
  const keep = { keepNulls: true };
  return {
    gateway: (body: PaymentSettingsUpdate) =>
      callApi('paymentSettingsUpdate', { body: { ...scope, ...body } }, keep),
    veritrans: (body: VeritransSettings) =>
      callApi('veritransSettingsUpdate', { body: { ...scope, ...body } }),
    veritransCheck: (body: VeritransSettings) =>
      callApi('veritransSettingsCheck', { body: { ...scope, ...body } }),
    gmo: (body: GmoSettings) => callApi('gmoSettingsUpdate', { body: { ...scope, ...body } }),
    gmoCheck: (body: GmoSettings) => callApi('gmoSettingsCheck', { body: { ...scope, ...body } }),
    memberId: (body: MemberIdSettings) => callApi('memberIdSettingsUpdate', { body: { ...scope, ...body } }),
    memberIdCheck: (body: MemberIdSettings) =>
      callApi('memberIdSettingsCheck', { body: { ...scope, ...body } }),
  };
}
