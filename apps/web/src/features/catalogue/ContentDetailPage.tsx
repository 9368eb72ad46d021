import { type CatalogueDetail, FavouriteButtonPosition } from '@hondana/contract';
import { Alert, Skeleton, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { TypeBadge } from './ContentCard.tsx';
import { CoverImage } from './CoverImage.tsx';
import classes from './catalogue.module.css';
import { useContentDetail } from './catalogue-queries.ts';
import { detailFields } from './detail-fields.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { SeriesList } from './SeriesList.tsx';
import { useFavouriteToggle } from './use-favourite-toggle.ts';
import { ViewBookButton } from './ViewBookButton.tsx';

export interface ContentDetailPageProps {
  contentId: string;
  groupId: number | null;
}

/**
 * A content's detail (seed 000 §2 "Content detail"): cover with its type badge, the fields of the
 * tenant's detail layout (size, label, box), the favourite bookmark, the registered mark, the
 * view-book button, hashtag chips and the other volumes of its series. A content that is missing or
 * out of reach shows 'no data'.
 */
export function ContentDetailPage({ contentId, groupId }: ContentDetailPageProps) {
  const { t } = useTranslation();
  const detail = useContentDetail(contentId, groupId);
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError || !detail.data) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} data-detail-missing="">
        <Text component="h1" fw={700} size="md">
          {t('catalogue.detail.noData')}
        </Text>
      </Alert>
    );
  }
  return <ContentDetail detail={detail.data} groupId={groupId} />;
}

function ContentDetail({ detail, groupId }: { detail: CatalogueDetail; groupId: number | null }) {
  const { t } = useTranslation();
  const { settings, company } = useTenant();
  const setting = settings.contentSearchResultSettingResponse;
  const favourite = useFavouriteToggle(groupId);
  const { title, fields } = detailFields(setting.contentLayoutDetail, detail);
  const onImage = setting.buttonFavouritePosition === FavouriteButtonPosition.IMAGE;
  const bookmark = (
    <FavouriteButton
      title={detail.title}
      isFavorite={detail.isFavorite}
      size={setting.favouriteIconSize}
      onImage={onImage}
      pending={favourite.pendingId === detail.id}
      onToggle={() => favourite.toggle(detail)}
    />
  );
  const seriesLabel = t(`catalogue.detail.field.${detail.seriesField}`, { defaultValue: detail.seriesField });

  return (
    <article data-detail={detail.id}>
      <div className={classes.detail}>
        <div className={classes.detailCover}>
          <CoverImage card={detail} sizes="(max-width: 767px) 60vw, 280px" eager />
          <TypeBadge type={detail.type} />
          {onImage && bookmark}
        </div>
        <div className={classes.detailInfo}>
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12 }}>
            <h1 className={classes.detailTitle} style={{ fontSize: title.size, flex: 1 }}>
              {detail.title}
            </h1>
            {!onImage && bookmark}
          </div>
          {company.showSubscriptionStatus && detail.isRegistered && (
            <span
              className={classes.registered}
              title={t('catalogue.detail.registeredHint')}
              data-registered=""
            >
              <IconCircleCheckFilled size={18} aria-hidden />
              {t('catalogue.detail.registered')}
            </span>
          )}
          {fields.map((f) => {
            const label = f.label || t(`catalogue.detail.field.${f.field}`);
            return (
              <div key={f.field} className={f.showBox ? classes.fieldBox : undefined} data-field={f.field}>
                {f.showLabel && <span className={classes.fieldLabel}>{label}</span>}
                <p className={classes.field} style={{ fontSize: f.size }}>
                  {f.value}
                </p>
              </div>
            );
          })}
          {detail.seriesValue && (
            <div data-field="series">
              <span className={classes.fieldLabel}>{seriesLabel}</span>
              <p className={classes.field}>{detail.seriesValue}</p>
            </div>
          )}
          {detail.hashtags.length > 0 && (
            <div>
              <h2 className={classes.fieldLabel} style={{ fontSize: '0.8125rem' }}>
                {t('catalogue.detail.hashtags')}
              </h2>
              <ul className={classes.chips}>
                {detail.hashtags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      className={classes.chip}
                      to={`/search?${new URLSearchParams({ hashtag: String(tag.id), tag: tag.name })}`}
                      data-hashtag={tag.id}
                    >
                      {t('catalogue.hashtag.chip', { name: tag.name })}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ViewBookButton detail={detail} />
        </div>
      </div>
      {detail.seriesValue && <SeriesList id={detail.id} seriesName={detail.seriesValue} groupId={groupId} />}
    </article>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.detail} role="status" aria-label={t('shell.loading')}>
      <div className={classes.detailCover}>
        <div className={classes.cover} />
      </div>
      <div className={classes.detailInfo}>
        <Skeleton height={32} width="70%" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="85%" />
      </div>
    </div>
  );
}
