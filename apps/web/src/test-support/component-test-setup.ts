import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { settleComponentTest } from './settle-component-test.ts';

// On a busy two-core machine a first render with its chunks takes seconds, not the default one; files
// do not set waits of their own.
configure({ asyncUtilTimeout: 15_000 });

// First of a file's after-each steps (hooks run in the order defined): the app of every test, the last
// one included, is unmounted and settled while its DOM and its fake network are still there.
afterEach(settleComponentTest);
