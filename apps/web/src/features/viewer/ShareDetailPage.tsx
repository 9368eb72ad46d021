import type { Language } from '@hondana/contract';
import { Alert, Anchor, Center, Loader, Text, Title } from '@mantine/core';
import { IconBook, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { callApi } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { TypeBadge } from '../catalogue/ContentCard.tsx';
import { CoverImage } from '../catalogue/CoverImage.tsx';
import catalogueClasses from '../catalogue/catalogue.module.css';
import { detailFields } from '../catalogue/detail-fields.ts';
import classes from './viewer-page.module.css';

/**
 * `/content/{contentToken}` (no layout, no login): the detail of the content a share link
 * opens, drawn with the catalogue's pieces and the tenant's detail layout, with a button that opens
 * `/direct-view/{token}` — the same link's viewer. An unknown, revoked or expired link shows why.
 */
export function ShareDetailPage() {
  const { contentToken = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { settings, hint, company } = useTenant();
  const detail = useQuery({
    queryKey: ['shareDetail', hint, contentToken],
    queryFn: ({ signal }) => callApi('shareDetail', { query: { token: contentToken } }, { signal }),
    retry: false,
    meta: { silent: true },
  });
  if (detail.isPending) {
    return (
      <Center h="60vh" role="status" aria-live="polite">
        <Loader aria-label={t('shell.loading')} />
      </Center>
    );
  }
  if (detail.isError) {
    const status = detail.error instanceof ApiError ? detail.error.status : 0;
    return (
      <Center p="md" mih="60vh">
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} data-share-error={status}>
          <Title order={1} size="h4" mb={4}>
            {t('catalogue.detail.noData')}
          </Title>
          <Text size="sm">{t(`api.error.${status}`, { defaultValue: t('api.error.unknown') })}</Text>
        </Alert>
      </Center>
    );
  }
  const content = detail.data;
  const naming = {
    names: settings.contentSearchResultSettingResponse.paramNames ?? {},
    languages: [i18n.language as Language, company.defaultLanguage],
  };
  const { title, fields } = detailFields(
    settings.contentSearchResultSettingResponse.contentLayoutDetail,
    content,
    naming,
  );
  return (
    <article className={classes.share} data-share-detail={content.id}>
      <div className={catalogueClasses.detail}>
        <div className={catalogueClasses.detailCover}>
          <CoverImage card={content} sizes="(max-width: 767px) 120px, 280px" eager />
          <TypeBadge type={content.type} />
        </div>
        <div className={catalogueClasses.detailHead}>
          <h1 className={catalogueClasses.detailTitle} style={{ fontSize: title.size }}>
            {content.title}
          </h1>
        </div>
        <div className={catalogueClasses.detailRead}>
          {content.view ? (
            <div className={catalogueClasses.viewRow}>
              <Anchor
                component={Link}
                to={`/direct-view/${encodeURIComponent(contentToken)}`}
                className={catalogueClasses.viewButton}
                underline="never"
                style={{
                  background: 'var(--mantine-primary-color-filled)',
                  color: 'var(--mantine-primary-color-contrast, #fff)',
                  minHeight: 48,
                  width: 240,
                  maxWidth: '100%',
                  padding: '0 20px',
                }}
                data-view-book=""
              >
                <IconBook size={20} aria-hidden />
                {t('catalogue.detail.viewBook')}
              </Anchor>
            </div>
          ) : (
            <p className={catalogueClasses.field}>{t('catalogue.detail.notViewable')}</p>
          )}
        </div>
        <div className={catalogueClasses.detailInfo}>
          {fields.map((f) => (
            <div
              key={f.field}
              className={f.showBox ? catalogueClasses.fieldBox : undefined}
              data-field={f.field}
            >
              {f.showLabel && (
                <span className={catalogueClasses.fieldLabel}>
                  {f.label || t(`catalogue.detail.field.${f.field}`)}
                </span>
              )}
              <p className={catalogueClasses.field} style={{ fontSize: f.size }}>
                {f.value}
              </p>
            </div>
          ))}
        </div>
      </div>
    </article>
  );
}
