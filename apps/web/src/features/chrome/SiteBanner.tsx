import { BannerType } from '@hondana/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useTranslated } from '../../tenant/use-translated.ts';
import { ImageBanner } from './ImageBanner.tsx';
import { MessageBanner } from './MessageBanner.tsx';
import classes from './SiteBanner.module.css';
import { SlidePicture } from './SlidePicture.tsx';

/** The carousel (Mantine Carousel, Embla) is a chunk of its own, fetched only for a slide banner. */
const SlideBanner = lazy(() => import('./SlideBanner.tsx').then((m) => ({ default: m.SlideBanner })));

/** The banner: a message, an image or a slide carousel; nothing when hidden or empty. */
export function SiteBanner() {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const text = useTranslated();
  const banner = settings.bannerSettingResponse;
  const message = text(banner.message, banner.messageTranslations);
  if (!banner.isShow) return null;

  const slides = [...banner.bannerImageResponseList].sort((a, b) => a.ordinal - b.ordinal);
  let content: ReactNode = null;
  if (banner.typeBanner === BannerType.MESSAGE && message) {
    content = <MessageBanner banner={banner} message={message} />;
  } else if (banner.typeBanner === BannerType.IMAGE && banner.image) {
    content = <ImageBanner banner={banner} image={banner.image} />;
  } else if (banner.typeBanner === BannerType.SLIDE && slides.length > 1 && slides[0]) {
    const total = slides.length;
    // Until the carousel arrives, its first slide stands in its place at the same size.
    content = (
      <Suspense
        fallback={
          <SlidePicture slide={slides[0]} fallbackAlt={t('chrome.banner.slideAlt', { index: 1, total })} />
        }
      >
        <SlideBanner slides={slides} slideSpeed={banner.slideSpeed} />
      </Suspense>
    );
  } else if (banner.typeBanner === BannerType.SLIDE && slides[0]) {
    content = (
      <SlidePicture slide={slides[0]} fallbackAlt={t('chrome.banner.slideAlt', { index: 1, total: 1 })} />
    );
  }
  if (!content) return null;

  return (
    <section
      className={classes.root}
      data-banner-type={banner.typeBanner}
      aria-label={t('chrome.banner.label')}
    >
      {content}
    </section>
  );
}
