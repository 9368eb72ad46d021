import type { Theme } from './theme.ts';
import { themesEn } from './themes-en.ts';
import { themesJa } from './themes-ja.ts';
import { themesVn } from './themes-vn.ts';

export const themes: Theme[] = [...themesEn, ...themesJa, ...themesVn];

export function themeById(id: string): Theme {
  const theme = themes.find((t) => t.id === id);
  if (!theme) throw new Error(`Unknown demo book theme: ${id}`);
  return theme;
}
