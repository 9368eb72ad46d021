/**
 * Mantine's dimmed grey for input descriptions and divider labels is below the 4.5:1 contrast of WCAG
 * AA on white; these texts use the darker grey.
 */
export const READABLE_GREY = 'var(--mantine-color-gray-7)';
export const readableDescription = { description: { color: READABLE_GREY } } as const;
