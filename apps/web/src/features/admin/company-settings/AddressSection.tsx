import { type CompanyDetail, DomainType, domainTypes } from '@hondana/contract';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { useCompanyServices } from './company-detail-queries.ts';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingText } from './SettingFields.tsx';
import { useCompanySection } from './use-company-section.ts';

/**
 * Where readers reach the portal as the form stands: the company's own domain, or each service's path
 * on the host path companies are served on.
 */
export function portalAddresses(domainType: string, domain: string, paths: string[]): string[] {
  const host = domain.trim().toLowerCase();
  if (!host) return [];
  // Tenants are found by host alone: every host is served on the port this page came from.
  const here = typeof window === 'undefined' ? null : window.location;
  const origin = `${here?.protocol ?? 'https:'}//${host}${here?.port ? `:${here.port}` : ''}`;
  if (domainType === DomainType.FULL_DOMAIN) return [`${origin}/`];
  return paths.map((path) => `${origin}/${path}`);
}

/** The address type, the domain, and the portal address that results. */
export function AddressSection({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const section = useCompanySection('address', detail);
  const { query } = useConsoleScope();
  const services = useCompanyServices(detail.id, query);
  const { domainType, domain } = section.form.values;
  const addresses = portalAddresses(
    domainType,
    domain,
    (services.data ?? []).map((service) => service.path),
  );
  const full = domainType === DomainType.FULL_DOMAIN;
  return (
    <SectionFrame section={section}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="company-settings-domain-type">
          {t('companyForm.fields.domainType')}
        </Text>
        <SegmentedControl
          aria-labelledby="company-settings-domain-type"
          {...section.form.getInputProps('domainType')}
          disabled={section.locked('domainType')}
          data={domainTypes.map((value) => ({ value, label: t(`companyAdmin.domainTypes.${value}`) }))}
        />
      </Stack>
      <SettingText
        section={section}
        name="domain"
        maxLength={253}
        hint={t(full ? 'companyForm.fields.domainHintFull' : 'companyForm.fields.domainHintPath')}
      />
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('companyForm.fields.portalAddress')}
        </Text>
        {addresses.map((address) => (
          <Text key={address} size="sm" style={{ overflowWrap: 'anywhere' }} data-portal-address>
            {address}
          </Text>
        ))}
      </Stack>
    </SectionFrame>
  );
}
