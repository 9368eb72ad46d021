import type { ViewSettings } from '@hondana/contract';
import { PortalLink } from './PortalLink.tsx';
import classes from './SiteBanner.module.css';

type Slide = ViewSettings['bannerSettingResponse']['bannerImageResponseList'][number];

/** One slide: its mobile picture below 768 px, the desktop one above, linked when it has a link. */
export function SlidePicture({ slide, alt }: { slide: Slide; alt: string }) {
  const picture = (
    <picture>
      {slide.mobileSlideImage && <source media="(max-width: 767px)" srcSet={slide.mobileSlideImage} />}
      <img className={classes.image} src={slide.desktopSlideImage} alt={alt} />
    </picture>
  );
  if (!slide.bannerSlideLink) return picture;
  return (
    <PortalLink href={slide.bannerSlideLink} linkType={slide.bannerSlideLinkType} className={classes.link}>
      {picture}
    </PortalLink>
  );
}
