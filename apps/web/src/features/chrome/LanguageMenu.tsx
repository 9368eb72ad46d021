import type { Language } from '@hondana/contract';
import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { htmlLang } from '../../i18n/i18n.ts';
import classes from './LanguageSwitch.module.css';
import { useOpenOnMount } from './useOpenOnMount.ts';

interface LanguageMenuProps {
  label: string;
  current: Language;
  offered: readonly Language[];
  nameOf(language: Language): string;
  onChoose(value: string): void;
  /** The button's face, the same as LanguageSwitch's stand-in. */
  children: ReactNode;
}

/** The language menu (Mantine Menu, Floating UI): loaded by LanguageSwitch on the first click. */
export function LanguageMenu({ label, current, offered, nameOf, onChoose, children }: LanguageMenuProps) {
  const { target, opened, setOpened } = useOpenOnMount();
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <button ref={target} type="button" className={classes.target} aria-label={label}>
          {children}
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup value={current} onChange={onChoose}>
          {offered.map((lang) => (
            <Menu.RadioItem key={lang} value={lang} closeMenuOnClick lang={htmlLang[lang]}>
              {nameOf(lang)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
