/**
 * Mantine's dimmed grey for input descriptions is below the 4.5:1 contrast of WCAG AA on white;
 * descriptions use the darker grey.
 */
export const READABLE_GREY = 'var(--mantine-color-gray-7)';
