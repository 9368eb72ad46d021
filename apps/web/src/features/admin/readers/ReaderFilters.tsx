import { AccountStatus, UserSubscriptionType } from '@hondana/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FilterChoice, KeywordFilters } from '../kit/KeywordFilters.tsx';
import { DayInput } from './DayInput.tsx';

export type ReaderFilterValues = {
  keyword: string;
  status: string;
  userGroupId: string;
  subscriptionType: string;
  lastLoginFrom: string;
  lastLoginTo: string;
};

/** The list's search and filters: the choices apply at once, the keyword with its button. */
export function ReaderFilters({
  filters,
  groups,
  onApply,
}: {
  filters: ReaderFilterValues;
  groups: { value: string; label: string }[];
  onApply: (next: Partial<ReaderFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const choice = (
    name: 'status' | 'userGroupId' | 'subscriptionType',
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <FilterChoice
      name={name}
      label={t(`readerAdmin.list.${name}`)}
      all={all}
      options={options}
      value={filters[name]}
      onChange={(value) => onApply({ [name]: value })}
      width={180}
    />
  );
  const day = (name: 'lastLoginFrom' | 'lastLoginTo') => (
    <DayInput
      name={name}
      label={t(`readerAdmin.list.${name}`)}
      value={filters[name]}
      onChange={(day, valid) => {
        if (valid && day !== filters[name]) onApply({ [name]: day });
      }}
      w={{ base: '100%', xs: 170 }}
    />
  );
  return (
    <KeywordFilters
      form="reader-filters"
      name="keyword"
      label={t('readerAdmin.list.keyword')}
      hint={t('readerAdmin.list.keywordHint')}
      maxLength={100}
      value={filters.keyword}
      searchLabel={t('readerAdmin.list.search')}
      onSearch={(keyword) => onApply({ keyword })}
    >
      {choice(
        'status',
        t('readerAdmin.list.allStatuses'),
        [AccountStatus.ALLOW, AccountStatus.STOP].map((s) => ({
          value: String(s),
          label: t(`readerAdmin.statuses.${s}`),
        })),
      )}
      {choice('userGroupId', t('readerAdmin.list.allGroups'), groups)}
      {choice(
        'subscriptionType',
        t('readerAdmin.list.allTypes'),
        [UserSubscriptionType.NONE, UserSubscriptionType.LOGIN].map((s) => ({
          value: String(s),
          label: t(`readerAdmin.types.${s}`),
        })),
      )}
      {day('lastLoginFrom')}
      {day('lastLoginTo')}
    </KeywordFilters>
  );
}
