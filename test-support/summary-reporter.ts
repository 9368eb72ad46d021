import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with the plain "N passed, N failed, N skipped" line that CI reads in any language. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const tally = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') tally.passed += 1;
        else if (state === 'failed') tally.failed += 1;
        else tally.skipped += 1;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) tally.failed += 1;
    }
    console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  }
}
