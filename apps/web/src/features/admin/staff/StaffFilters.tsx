import { AccountStatus } from '@hondana/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FilterChoice, KeywordFilters } from '../kit/KeywordFilters.tsx';

export type StaffFilterValues = { keyword: string; status: string; serviceId: string };

/** The staff list's search and filters: the choices apply at once, the keyword with its button. */
export function StaffFilters({
  filters,
  services,
  onApply,
}: {
  filters: StaffFilterValues;
  services: { value: string; label: string }[];
  onApply: (next: Partial<StaffFilterValues>) => void;
}) {
  const { t } = useTranslation();
  return (
    <KeywordFilters
      form="staff-filters"
      name="keyword"
      label={t('staffAdmin.keyword')}
      hint={t('staffAdmin.keywordHint')}
      maxLength={100}
      value={filters.keyword}
      searchLabel={t('staffAdmin.search')}
      onSearch={(keyword) => onApply({ keyword })}
    >
      <FilterChoice
        name="status"
        label={t('staffAdmin.status')}
        all={t('staffAdmin.allStatuses')}
        options={[AccountStatus.ALLOW, AccountStatus.STOP].map((s) => ({
          value: String(s),
          label: t(`staffAdmin.statuses.${s}`),
        }))}
        value={filters.status}
        onChange={(status) => onApply({ status })}
      />
      <FilterChoice
        name="serviceId"
        label={t('staffAdmin.service')}
        all={t('staffAdmin.allServices')}
        options={services}
        value={filters.serviceId}
        onChange={(serviceId) => onApply({ serviceId })}
      />
    </KeywordFilters>
  );
}
