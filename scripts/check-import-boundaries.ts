/**
 * Import boundaries of the server (run by `npm run lint`):
 *
 * 1. A routes file (apps/server/src/modules/<module>/routes*.ts or *-routes.ts) imports no repository:
 *    routes call their module's service.
 * 2. A file of modules/<a> imports no repository of modules/<b>: it calls <b>'s service.
 *
 * A repository is any `*repository*.ts`. Tests and test support files may set data up however they like.
 * Relative imports are resolved to files, so `../auth/repository.ts` and `../../modules/auth/repository.ts`
 * are the same import. Exits 1 and lists every violation; prints nothing when all is well.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');

/**
 * Accepted violations, each as `importer -> repository` (relative to the repository root), for a file
 * someone else is rewriting. The check fails when a listed one no longer occurs, so the list only shrinks.
 */
const KNOWN: readonly string[] = [];

const isTestFile = (file: string) => /\.test\.ts$|test-support\.ts$/.test(file);
const isRoutesFile = (file: string) => /^routes.*\.ts$|-routes\.ts$/.test(path.basename(file));
const isRepository = (file: string) => /repository[^/]*\.ts$/.test(path.basename(file));
const moduleOf = (file: string) => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
};

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts')) yield full;
  }
}

/** Module specifiers of static imports and re-exports, side-effect imports and dynamic imports. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

const violations: { key: string; why: string }[] = [];
for (const file of sourceFiles(modulesDir)) {
  if (isTestFile(file)) continue;
  const owner = moduleOf(file);
  for (const specifier of specifiersOf(fs.readFileSync(file, 'utf8'))) {
    if (!specifier.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier);
    if (!isRepository(target)) continue;
    const key = `${path.relative(root, file)} -> ${path.relative(root, target)}`;
    const targetModule = moduleOf(target);
    if (isRoutesFile(file)) {
      violations.push({ key, why: 'a route imports a repository (call the module service instead)' });
    } else if (targetModule !== null && targetModule !== owner) {
      violations.push({
        key,
        why: `module ${owner} imports a repository of module ${targetModule} (call its service instead)`,
      });
    }
  }
}

const toPosix = (key: string) => key.split(path.sep).join('/');
const found = new Set(violations.map((v) => toPosix(v.key)));
const fresh = violations.filter((v) => !KNOWN.includes(toPosix(v.key)));
const fixed = KNOWN.filter((key) => !found.has(key));
for (const v of fresh) console.error(`${toPosix(v.key)}: ${v.why}`);
for (const key of fixed)
  console.error(`${key}: fixed, remove it from KNOWN in scripts/check-import-boundaries.ts`);
if (fresh.length > 0 || fixed.length > 0) {
  console.error(`import boundaries: ${fresh.length} violation(s), ${fixed.length} stale exception(s)`);
  process.exit(1);
}
