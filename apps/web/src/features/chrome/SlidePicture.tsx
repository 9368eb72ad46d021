import type { ViewSettings } from '@hondana/contract';
import { PortalLink } from './PortalLink.tsx';
import classes from './SiteBanner.module.css';
import { useCurrentLanguage } from './useCurrentLanguage.ts';

type Slide = ViewSettings['bannerSettingResponse']['bannerImageResponseList'][number];

/** The slide's title in the page's language; empty when the slide has none. */
export function useSlideTitle(): (slide: Slide) => string {
  const lang = useCurrentLanguage();
  return (slide) => slide.titleTranslations[lang] || slide.title;
}

/**
 * One slide: its mobile picture below 768 px, the desktop one above, linked when it has a link. The
 * title is live text over the picture (it scales, wraps and follows the language); the picture's alt
 * text names it for screen readers, so the drawn words are hidden from them (said once, not twice).
 */
export function SlidePicture({ slide, fallbackAlt }: { slide: Slide; fallbackAlt: string }) {
  const title = useSlideTitle()(slide);
  const picture = (
    <picture>
      {slide.mobileSlideImage && <source media="(max-width: 767px)" srcSet={slide.mobileSlideImage} />}
      <img className={classes.image} src={slide.desktopSlideImage} alt={title || fallbackAlt} />
    </picture>
  );
  return (
    <div className={classes.slide}>
      {slide.bannerSlideLink ? (
        <PortalLink
          href={slide.bannerSlideLink}
          linkType={slide.bannerSlideLinkType}
          className={classes.link}
        >
          {picture}
        </PortalLink>
      ) : (
        picture
      )}
      {title && (
        <p className={classes.caption} aria-hidden data-slide-title>
          <span className={classes.captionText}>{title}</span>
        </p>
      )}
    </div>
  );
}
