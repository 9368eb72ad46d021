import type { ViewSettings } from '@hondana/contract';
import { PortalLink } from './PortalLink.tsx';
import classes from './SiteBanner.module.css';

type Banner = ViewSettings['bannerSettingResponse'];

/** Banner type 1: the tenant's message on its colours; the whole banner is the link when one is set. */
export function MessageBanner({ banner, message }: { banner: Banner; message: string }) {
  if (!banner.link) return <div className={classes.message}>{message}</div>;
  return (
    <PortalLink href={banner.link} linkType={banner.linkType} className={classes.message}>
      {message}
    </PortalLink>
  );
}
