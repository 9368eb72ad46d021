import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeOptions {
  /** CSS selectors of regions to leave out (e.g. a third-party widget). */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

/** The rule sets every page must pass: WCAG 2.1 A and AA, and axe's best practices (issue 8 §5). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Fails with one line per violated node (rule id, impact, target selectors) under WCAG 2.1 A and AA and
 * the best-practice rules (e.g. `image-redundant-alt`, `region`, `heading-order`).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await transitionsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
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
 * Waits until no finite animation or transition runs (a dialog fading in has, for a moment, text of
 * too little contrast; on a busy machine axe caught one). Endless ones (loaders) are not waited for; the
 * wait is bounded, after which axe judges the page as it is.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined);
}
