import { Affix, Transition } from '@mantine/core';
import { useReducedMotion, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LAYOUT } from '../../tenant/theme.ts';
import classes from './ScrollToTop.module.css';

/** Appears once the page has scrolled 200 px and glides back to the top (see ScrollToTop). */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [scroll] = useWindowScroll();
  const reduceMotion = useReducedMotion();
  const toTop = () => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });

  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition mounted={scroll.y > LAYOUT.scrollTopThreshold} transition="slide-up" duration={150}>
        {(style) => (
          <button
            type="button"
            className={classes.button}
            style={style}
            onClick={toTop}
            aria-label={t('chrome.scrollToTop')}
          >
            <IconArrowUp size={22} aria-hidden />
          </button>
        )}
      </Transition>
    </Affix>
  );
}
