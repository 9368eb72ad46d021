import {
  accountTypes,
  type CompanyCreated,
  companyCreateSchema,
  DomainType,
  domainTypes,
  languages,
} from '@hondana/contract';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { consoleHref } from '../kit/console-scope.ts';
import { RefusalAlert, refusalText } from '../kit/RefusalAlert.tsx';
import { rememberCompany } from '../kit/recent-companies.ts';
import { useSchemaForm } from '../kit/schema-form.ts';
import { companyHref } from './company-address.ts';
import {
  type CompanyCreateValues,
  companyCreateBody,
  companyCreateFormSchema,
  companyFormMessages,
  fieldOfRefusal,
  newCompanyIn,
} from './company-create-values.ts';
import { useCreateCompany } from './company-queries.ts';

/** `/admin/companies/new`: a company with its first service and its company admin, who is mailed a link. */
export function CompanyCreatePage() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CompanyCreated | null>(null);
  return (
    <Stack gap="lg" data-page="company-create" maw={720}>
      <Title order={1} size="h2">
        {t('companyAdmin.form.title')}
      </Title>
      {created ? (
        <CompanyCreatedNotice created={created} onAnother={() => setCreated(null)} />
      ) : (
        <CompanyCreateForm onCreated={setCreated} />
      )}
    </Stack>
  );
}

function CompanyCreatedNotice({ created, onAnother }: { created: CompanyCreated; onAnother(): void }) {
  const { t } = useTranslation();
  const dates = useDates();
  const id = created.company.id;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={t('companyAdmin.form.createdTitle')}
      // The light green alert's own title colour is too pale on its background (axe color-contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-company-created={id}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('companyAdmin.form.invited', {
            email: created.admin.email,
            date: dates.dateTime(created.invitationExpiresAt),
          })}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={companyHref(id)} onClick={() => rememberCompany(id)}>
            {t('companyAdmin.form.openCompany')}
          </Button>
          <Button variant="default" onClick={onAnother}>
            {t('companyAdmin.form.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CompanyCreateForm({ onCreated }: { onCreated(created: CompanyCreated): void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateCompany();
  const form = useSchemaForm<CompanyCreateValues>(companyCreateFormSchema, {
    initialValues: newCompanyIn(i18n.language),
    messages: companyFormMessages,
  });
  const submit = form.onSubmit((values) => {
    if (create.isPending) return;
    create.mutate(companyCreateSchema.parse(companyCreateBody(values)), {
      onSuccess: onCreated,
      onError: (error) => {
        const field = error instanceof ApiError ? fieldOfRefusal(error.data) : null;
        if (field) form.setFieldError(field, refusalText(t, error));
      },
    });
  });
  const fullDomain = form.values.domainType === DomainType.FULL_DOMAIN;
  const refused = create.error instanceof ApiError ? fieldOfRefusal(create.error.data) : null;
  // A refusal of a field not on screen (the domain of a PATH company) is shown above the buttons instead.
  const onField = refused !== null && (refused !== 'domain' || fullDomain);
  const text = (path: string, key: string, hint?: string) => ({
    ...form.getInputProps(path),
    label: t(`companyAdmin.form.${key}`),
    description: hint && t(`companyAdmin.form.${hint}`),
    name: path,
  });
  return (
    <form onSubmit={submit} noValidate data-company-create-form="">
      <Stack gap="md">
        <TextInput {...text('name', 'name')} required maxLength={200} />
        <TextInput {...text('email', 'email')} type="email" maxLength={255} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="company-domain-type">
            {t('companyAdmin.domainType')}
          </Text>
          <SegmentedControl
            aria-labelledby="company-domain-type"
            {...form.getInputProps('domainType')}
            data={domainTypes.map((value) => ({ value, label: t(`companyAdmin.domainTypes.${value}`) }))}
          />
        </Stack>
        {fullDomain && <TextInput {...text('domain', 'domain', 'domainHint')} required maxLength={253} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('service.name', 'serviceName')} required maxLength={200} />
          <TextInput {...text('service.path', 'path', 'pathHint')} required maxLength={100} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...form.getInputProps('accountType')}
            name="accountType"
            label={t('companyAdmin.accountType')}
            data={accountTypes.map((value) => ({ value, label: t(`companyAdmin.accountTypes.${value}`) }))}
            allowDeselect={false}
          />
          <Select
            {...form.getInputProps('defaultLanguage')}
            name="defaultLanguage"
            label={t('companyAdmin.form.language')}
            data={languages.map((value) => ({ value, label: t(`chrome.language.names.${value}`) }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Fieldset legend={t('companyAdmin.form.adminSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('admin.email', 'adminEmail')} type="email" required maxLength={255} />
            <TextInput {...text('admin.fullName', 'adminName')} maxLength={100} />
          </SimpleGrid>
        </Fieldset>
        {create.isError && !onField && <RefusalAlert error={create.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={consoleHref(null, 'companies')}>
            {t('companyAdmin.form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('companyAdmin.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
