import type { ViewSettings } from '@hondana/contract';
import { Carousel } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import classes from './SiteBanner.module.css';
import { SlidePicture, useSlideTitle } from './SlidePicture.tsx';

type Slide = ViewSettings['bannerSettingResponse']['bannerImageResponseList'][number];

/**
 * Banner type 3: the slides turn every `slideSpeed` seconds, pause while hovered or focused and on
 * the pause button (WCAG 2.2.2), and start paused for users who ask for reduced motion.
 */
export function SlideBanner({ slides, slideSpeed }: { slides: Slide[]; slideSpeed: number }) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: Math.max(1, slideSpeed) * 1000,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        playOnInit: false,
      }),
    [slideSpeed],
  );

  useEffect(() => {
    setPaused(reduceMotion);
  }, [reduceMotion]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // Hover and focus restart the plugin on leaving; a user's pause must outlast that.
    const keepPaused = () => queueMicrotask(() => autoplay.stop());
    // A resize re-initialises the plugins, which then wait for `play`.
    const resume = () => autoplay.play();
    onSelect();
    embla.on('select', onSelect);
    if (paused) {
      embla.on('autoplay:play', keepPaused);
      autoplay.stop();
    } else {
      embla.on('reInit', resume);
      autoplay.play();
    }
    return () => {
      embla.off('select', onSelect).off('autoplay:play', keepPaused).off('reInit', resume);
    };
  }, [embla, autoplay, paused]);

  const titleOf = useSlideTitle();
  const total = slides.length;
  const alt = (index: number) => t('chrome.banner.slideAlt', { index: index + 1, total });
  const goTo = (index: number) => {
    embla?.scrollTo(index);
    autoplay.reset();
  };

  return (
    <>
      <Carousel
        className={classes.carousel}
        role="group"
        aria-roledescription={t('chrome.banner.carouselRole')}
        emblaOptions={{ loop: true }}
        plugins={[autoplay]}
        getEmblaApi={setEmbla}
        slideSize="100%"
        controlSize={36}
        classNames={{ controls: classes.controls, control: classes.control }}
        previousControlIcon={<IconChevronLeft size={20} aria-hidden />}
        nextControlIcon={<IconChevronRight size={20} aria-hidden />}
        previousControlProps={{ 'aria-label': t('chrome.banner.previous'), onClick: () => autoplay.reset() }}
        nextControlProps={{ 'aria-label': t('chrome.banner.next'), onClick: () => autoplay.reset() }}
      >
        {slides.map((slide, index) => (
          <Carousel.Slide
            key={slide.id}
            aria-roledescription={t('chrome.banner.slideRole')}
            aria-label={alt(index)}
          >
            <SlidePicture slide={slide} fallbackAlt={alt(index)} />
          </Carousel.Slide>
        ))}
      </Carousel>
      <VisuallyHidden role="status" aria-live={paused ? 'polite' : 'off'} aria-atomic>
        {[alt(selected), slides[selected] && titleOf(slides[selected])].filter(Boolean).join(': ')}
      </VisuallyHidden>
      <button
        type="button"
        className={`${classes.overlayButton} ${classes.pause}`}
        onClick={() => setPaused((p) => !p)}
        aria-label={t(paused ? 'chrome.banner.play' : 'chrome.banner.pause')}
      >
        {paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: the slide picker of the WAI-ARIA carousel pattern, not a form: a fieldset would bring form semantics and UA styles. */}
      <div className={classes.dots} role="group" aria-label={t('chrome.banner.slides')}>
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className={classes.dot}
            onClick={() => goTo(index)}
            aria-label={t('chrome.banner.goTo', { index: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
          />
        ))}
      </div>
    </>
  );
}
