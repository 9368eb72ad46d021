import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A browser test file that reads the demo catalogue says so with this marker in its source. */
export const NEEDS_DEMO_BOOKS = '@needs-demo-books';

/**
 * Vitest's order (failed and slow files first, else larger files first), except that the browser test
 * files needing the demo books run last. The server processes those books in the background for a few
 * minutes after it starts; run first, such a file only waits, while the other files can run meanwhile.
 */
export class DemoBooksLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const needsBooks = (spec: TestSpecification) =>
      spec.project.name === 'e2e' && readFileSync(spec.moduleId, 'utf8').includes(NEEDS_DEMO_BOOKS);
    return [...sorted.filter((spec) => !needsBooks(spec)), ...sorted.filter(needsBooks)];
  }
}
