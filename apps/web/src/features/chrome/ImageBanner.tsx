import type { ViewSettings } from '@hondana/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { companyTitle } from './companyTitle.ts';
import { PortalLink } from './PortalLink.tsx';
import classes from './SiteBanner.module.css';

type Banner = ViewSettings['bannerSettingResponse'];

/** Banner type 2: one picture at the banner height, a link when one is set. */
export function ImageBanner({ banner, image }: { banner: Banner; image: string }) {
  const { t } = useTranslation();
  const { company } = useTenant();
  const picture = (
    <img
      className={classes.image}
      src={image}
      alt={t('chrome.banner.imageAlt', { name: companyTitle(company) })}
    />
  );
  if (!banner.link) return picture;
  return (
    <PortalLink href={banner.link} linkType={banner.linkType} className={classes.link}>
      {picture}
    </PortalLink>
  );
}
