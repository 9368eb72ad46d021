import type { DeepStringShape } from './en.ts';

/**
 * The texts of one screen area in all three languages side by side, under one top-level key of its
 * own. ja and vn are typed by en's shape, so a missing key is a type error.
 */
export const defineArea = <T extends object>(area: {
  en: T;
  ja: DeepStringShape<T>;
  vn: DeepStringShape<T>;
}) => area;
