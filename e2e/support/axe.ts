import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeOptions {
  /** CSS selectors of regions to leave out (e.g. a third-party widget). */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

/** The rule sets every page must pass: WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Fails with one line per violated node (rule id, impact, target selectors) under WCAG 2.1 A and AA and
 * the best-practice rules (e.g. `image-redundant-alt`, `region`, `heading-order`).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await withMotionStopped(page, () => builder.analyze());
  if (violations.length === 0) return;
  const lines = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} — ${violation.helpUrl}`,
    ...violation.nodes.map((node) => `    ${node.target.map((target) => JSON.stringify(target)).join(' ')}`),
  ]);
  throw new Error(
    `${violations.length} accessibility violation(s) on ${page.url()}:\n${lines.map((line) => `  ${line}`).join('\n')}`,
  );
}

/**
 * Runs `work` with every transition and animation of the page stopped at its end state. A toast or a
 * dialog fading in or out has, for a moment, text of too little contrast; waiting for motion to end did
 * not close the race, because a toast can start closing while axe is reading the page (seen on a busy
 * machine). With motion stopped, every element axe reads is as the user sees it once it has settled.
 */
async function withMotionStopped<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  try {
    return await work();
  } finally {
    await style.evaluate((node) => node.parentNode?.removeChild(node)).catch(() => undefined);
  }
}
