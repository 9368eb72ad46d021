import {
  type CatalogueDetail,
  FavouriteButtonPosition,
  type Language,
  type ParamNames,
} from '@hondana/contract';
import { Alert, Skeleton, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { offersFavourite } from './AccessNote.tsx';
import { TypeBadge } from './ContentCard.tsx';
import { CoverImage } from './CoverImage.tsx';
import classes from './catalogue.module.css';
import { useContentDetail } from './catalogue-queries.ts';
import { type DetailField, detailFields, paramNameOf } from './detail-fields.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { SeriesList } from './SeriesList.tsx';
import { useFavouriteToggle } from './use-favourite-toggle.ts';
import { ViewBookButton } from './ViewBookButton.tsx';

export interface ContentDetailPageProps {
  contentId: string;
  groupId: number | null;
}

/**
 * A content's detail: cover with its type badge under it, title, author and the view-book button first,
 * then the other fields of the tenant's detail layout (size, label, box), the favourite bookmark, the
 * registered mark, hashtag chips and the other volumes of its series. A content that is missing or
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
  const { t, i18n } = useTranslation();
  const { settings, company } = useTenant();
  const setting = settings.contentSearchResultSettingResponse;
  const favourite = useFavouriteToggle(groupId);
  const naming = {
    names: setting.paramNames ?? {},
    languages: [i18n.language as Language, company.defaultLanguage],
  };
  const { title, fields } = detailFields(setting.contentLayoutDetail, detail, naming);
  const author = fields.find((f) => f.field === 'author');
  const onImage = setting.buttonFavouritePosition === FavouriteButtonPosition.IMAGE;
  const bookmark = offersFavourite(detail) && (
    <FavouriteButton
      title={detail.title}
      isFavorite={detail.isFavorite}
      size={setting.favouriteIconSize}
      onImage={onImage}
      pending={favourite.pendingId === detail.id}
      onToggle={() => favourite.toggle(detail)}
    />
  );
  const seriesLabel =
    (isParamField(detail.seriesField) && paramNameOf(naming, detail.seriesField)) ||
    t('catalogue.detail.field.series');

  // The cover, title, author and read button come first (the first screen on a phone or a laptop);
  // the layout's other fields follow.
  return (
    <article data-detail={detail.id}>
      <div className={classes.detail}>
        <div className={classes.detailCover}>
          <CoverImage card={detail} sizes="(max-width: 767px) 120px, 280px" eager />
          {onImage && bookmark}
          <TypeBadge type={detail.type} />
        </div>
        <div className={classes.detailHead}>
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12 }}>
            <h1 className={classes.detailTitle} style={{ fontSize: title.size, flex: 1 }}>
              {detail.title}
            </h1>
            {!onImage && bookmark}
          </div>
          {author && <DetailFieldView field={author} />}
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
        </div>
        <div className={classes.detailRead}>
          <ViewBookButton detail={detail} />
        </div>
        <div className={classes.detailInfo}>
          {fields
            .filter((f) => f !== author)
            .map((f) => (
              <DetailFieldView key={f.field} field={f} />
            ))}
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
        </div>
      </div>
      {detail.seriesValue && <SeriesList id={detail.id} seriesName={detail.seriesValue} groupId={groupId} />}
    </article>
  );
}

const isParamField = (field: string): field is keyof ParamNames => /^param[1-5]$/.test(field);

/** One field of the layout: its label (when the layout shows it), its value at its size, in its box. */
function DetailFieldView({ field }: { field: DetailField & { value: string } }) {
  const { t } = useTranslation();
  const label = field.label || t(`catalogue.detail.field.${field.field}`);
  return (
    <div className={field.showBox ? classes.fieldBox : undefined} data-field={field.field}>
      {field.showLabel && <span className={classes.fieldLabel}>{label}</span>}
      <p className={classes.field} style={{ fontSize: field.size }}>
        {field.value}
      </p>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.detail} role="status" aria-label={t('shell.loading')}>
      <div className={classes.detailCover}>
        <div className={classes.cover} />
      </div>
      <div className={classes.detailHead}>
        <Skeleton height={32} width="70%" />
        <Skeleton height={16} width="40%" />
      </div>
      <div className={classes.detailInfo}>
        <Skeleton height={16} />
        <Skeleton height={16} width="85%" />
      </div>
    </div>
  );
}
