/**
 * Tenant scope of the server's queries (run by `npm run lint`):
 *
 * 1. An exported function of a query file (a non-test file of apps/server/src/modules other than its
 *    services and routes, which reach tables through those) that reads or writes a tenant table, directly
 *    or through a helper of its own file, takes a TenantScope, ServiceScope or AccountScope parameter (or
 *    an object carrying one) and uses it, or says in its name that it reads across tenants
 *    (`…AcrossTenants`). A tenant table is any table of the drizzle schema with a company_id column; a
 *    function touches it by naming its drizzle table or by naming it after from/join/update/into in a
 *    `sql` template. A helper that takes a scope or is named …AcrossTenants answers for its own tables.
 *    Functions that return a SQL fragment without running it are left to the function that runs it.
 * 2. No `sql` template of apps/server/src compares company_id with a value written in by hand
 *    (`company_id = ${…}`, `${t.companyId} = ${…}`): the fragment comes from tenant-scope.ts (companyIs
 *    and serviceIs for raw SQL, inCompany for a drizzle table). Comparing two columns
 *    (`f.company_id = c.company_id`) ties a join to the same tenant and is fine.
 *
 * `tsx scripts/check-tenant-scope.ts [file…]` checks the given files instead. Prints `file:line: why` for
 * every violation and exits 1; prints nothing when all is well.
 */
import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import * as schema from '../apps/server/src/db/schema/index.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverSource = path.join(root, 'apps/server/src');
const modulesDir = path.join(serverSource, 'modules');
const schemaDir = path.join(serverSource, 'db/schema');
const tenantScopeFile = path.join(serverSource, 'platform/tenancy/tenant-scope.ts');
const scopeTypes = new Set(['TenantScope', 'ServiceScope', 'AccountScope']);

/**
 * Accepted violations, for code someone else is rewriting: a file (relative to the repository root), or
 * one violation's key (`file: function`). The check fails when a listed one no longer occurs, so the list
 * only shrinks.
 */
const KNOWN: readonly string[] = [];

/** Drizzle export name → SQL name of every table with a company_id column. */
export function tenantTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.columns.some((column) => column.name === 'company_id')) tables.set(name, config.name);
  }
  return tables;
}

/**
 * Files whose exported functions are checked: the modules' repositories and query files (not their
 * services and routes, which reach tables through those), and any file outside the server (a test's).
 */
const isQueryFile = (file: string) =>
  !file.startsWith(serverSource) ||
  (file.startsWith(modulesDir) &&
    !/^service\.ts$|-service\.ts$|^routes.*\.ts$|-routes\.ts$/.test(path.basename(file)));

const isTestFile = (file: string) => /\.test\.ts$|\.test-kit\.ts$|test-support[^/]*\.ts$/.test(file);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !isTestFile(full)) yield full;
  }
}

export interface Violation {
  file: string;
  line: number;
  why: string;
  /** `file: function` (or `file: company_id at line n`), a key KNOWN may list. */
  key: string;
}

const isSqlTag = (tag: ts.Expression) =>
  ts.isIdentifier(tag) ? tag.text === 'sql' : ts.isPropertyAccessExpression(tag) && tag.name.text === 'sql';

/** The literal parts of a template, in order. */
const templateTexts = (template: ts.TemplateLiteral): string[] =>
  ts.isNoSubstitutionTemplateLiteral(template)
    ? [template.text]
    : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];

/** Names after from / join / update / into in a SQL text (a table, or an alias's table). */
function tablesNamedIn(text: string, sqlNames: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b(?:from|join|update|into|using)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    const name = (match[1] as string).toLowerCase();
    if (sqlNames.has(name)) found.push(name);
  }
  return found;
}

/** `company_id = ${…}` or `${t.companyId} = ${…}` in a sql template: a hand-written tenant filter. */
function handWrittenFilters(node: ts.TaggedTemplateExpression, isTableColumn: (e: ts.Expression) => boolean) {
  const template = node.template;
  if (ts.isNoSubstitutionTemplateLiteral(template)) {
    return /\bcompany_id\s*=\s*\d/.test(template.text) ? [template] : [];
  }
  const found: ts.Node[] = [];
  const spans = template.templateSpans;
  const before = [template.head.text, ...spans.map((span) => span.literal.text)];
  spans.forEach((span, i) => {
    const textBefore = before[i] as string;
    if (/\bcompany_id\s*(=|<>|!=)\s*$/i.test(textBefore) && !isTableColumn(span.expression)) found.push(span);
    const previous = spans[i - 1];
    if (
      previous &&
      /^\s*(=|<>|!=)\s*$/.test(textBefore) &&
      ts.isPropertyAccessExpression(previous.expression) &&
      previous.expression.name.text === 'companyId' &&
      !isTableColumn(span.expression)
    ) {
      found.push(span);
    }
  });
  for (const text of before) if (/\bcompany_id\s*=\s*\d/.test(text)) found.push(template);
  return found;
}

type TopLevel = ts.FunctionDeclaration | ts.VariableDeclaration;

export function checkTenantScope(files: readonly string[]): Violation[] {
  const tables = tenantTables();
  const sqlNames = new Set(tables.values());
  const program = ts.createProgram({
    rootNames: [...files],
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      noEmit: true,
      strict: true,
      skipLibCheck: true,
      types: ['node'],
    },
  });
  const checker = program.getTypeChecker();
  const violations: Violation[] = [];

  const declaredIn = (symbol: ts.Symbol | undefined, where: (file: string) => boolean) =>
    symbol?.declarations?.some((d) => where(path.resolve(d.getSourceFile().fileName))) ?? false;
  const resolved = (symbol: ts.Symbol | undefined) =>
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

  /** The drizzle tenant table an identifier names, if any. */
  const tenantTableOf = (node: ts.Identifier): string | undefined => {
    const symbol = resolved(checker.getSymbolAtLocation(node));
    if (!symbol || !tables.has(symbol.name)) return undefined;
    return declaredIn(symbol, (file) => file.startsWith(schemaDir)) ? tables.get(symbol.name) : undefined;
  };
  const isTableColumn = (expression: ts.Expression) =>
    ts.isPropertyAccessExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    tenantTableOf(expression.expression) !== undefined;

  const isScopeType = (type: ts.Type): boolean => {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (symbol && scopeTypes.has(symbol.name) && declaredIn(symbol, (f) => f === tenantScopeFile))
      return true;
    if (type.isUnion()) {
      const members = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
      return members.some(isScopeType) && members.every((t) => isScopeType(t) || t.isStringLiteral());
    }
    return false;
  };
  /** A parameter typed as a scope, or as an object one of whose properties is one. */
  const carriesScope = (parameter: ts.ParameterDeclaration): boolean => {
    const type = checker.getTypeAtLocation(parameter);
    if (isScopeType(type)) return true;
    return checker
      .getPropertiesOfType(checker.getNonNullableType(type))
      .some((property) => isScopeType(checker.getTypeOfSymbolAtLocation(property, parameter)));
  };
  const usesParameter = (fn: ts.SignatureDeclaration, parameter: ts.ParameterDeclaration): boolean => {
    const names = new Set<ts.Symbol>();
    const collect = (name: ts.BindingName) => {
      if (ts.isIdentifier(name)) {
        const symbol = checker.getSymbolAtLocation(name);
        if (symbol) names.add(symbol);
      } else for (const element of name.elements) if (!ts.isOmittedExpression(element)) collect(element.name);
    };
    collect(parameter.name);
    let used = false;
    const visit = (node: ts.Node) => {
      if (used) return;
      if (ts.isIdentifier(node) && node !== parameter.name) {
        const symbol = checker.getSymbolAtLocation(node);
        if (symbol && names.has(symbol) && !isDeclarationName(node)) used = true;
      }
      ts.forEachChild(node, visit);
    };
    if ('body' in fn && fn.body) visit(fn.body);
    return used || !ts.isIdentifier(parameter.name);
  };
  const isDeclarationName = (node: ts.Identifier) =>
    (ts.isParameter(node.parent) || ts.isBindingElement(node.parent)) && node.parent.name === node;
  const returnsFragment = (fn: ts.SignatureDeclaration): boolean => {
    const signature = checker.getSignatureFromDeclaration(fn);
    if (!signature) return false;
    const type = checker.getNonNullableType(checker.getReturnTypeOfSignature(signature));
    const symbol = type.aliasSymbol ?? type.getSymbol();
    return symbol?.name === 'SQL';
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not found: ${file}`);
    const relative = path.relative(root, file).split(path.sep).join('/');
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

    // Hand-written tenant filters in sql templates, anywhere in the file.
    if (path.resolve(file) !== tenantScopeFile) {
      const visitTemplates = (node: ts.Node) => {
        if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
          for (const at of handWrittenFilters(node, isTableColumn)) {
            violations.push({
              file: relative,
              line: lineOf(at),
              key: `${relative}: company_id at line ${lineOf(at)}`,
              why: 'company_id compared with a value written by hand (use companyIs/serviceIs, or inCompany on a drizzle table, of tenant-scope.ts)',
            });
          }
        }
        ts.forEachChild(node, visitTemplates);
      };
      visitTemplates(source);
    }
    if (!isQueryFile(path.resolve(file))) continue;

    // Top-level declarations, what each touches directly, and which others of the file it refers to.
    const topLevel = new Map<ts.Symbol, TopLevel>();
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) {
        const symbol = checker.getSymbolAtLocation(statement.name);
        if (symbol) topLevel.set(symbol, statement);
      } else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name)) continue;
          const symbol = checker.getSymbolAtLocation(declaration.name);
          if (symbol) topLevel.set(symbol, declaration);
        }
      }
    }
    const direct = new Map<ts.Symbol, Set<string>>();
    const refers = new Map<ts.Symbol, Set<ts.Symbol>>();
    for (const [symbol, declaration] of topLevel) {
      const touched = new Set<string>();
      const referred = new Set<ts.Symbol>();
      const visit = (node: ts.Node) => {
        if (ts.isTypeNode(node)) return;
        if (ts.isIdentifier(node) && node !== declaration.name) {
          const table = tenantTableOf(node);
          if (table) touched.add(table);
          const target = checker.getSymbolAtLocation(node);
          if (target && target !== symbol && topLevel.has(target)) referred.add(target);
        }
        if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
          for (const text of templateTexts(node.template))
            for (const table of tablesNamedIn(text, sqlNames)) touched.add(table);
        }
        ts.forEachChild(node, visit);
      };
      ts.forEachChild(declaration, visit);
      direct.set(symbol, touched);
      refers.set(symbol, referred);
    }
    const functionOf = (declaration: TopLevel): ts.SignatureDeclaration | undefined =>
      ts.isFunctionDeclaration(declaration)
        ? declaration
        : declaration.initializer &&
            (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
          ? declaration.initializer
          : undefined;
    /**
     * A helper of the file that takes a scope is a scoped entry point, and one named …AcrossTenants says
     * what it is: what either touches is its own.
     */
    const isScoped = (symbol: ts.Symbol) => {
      if (symbol.name.endsWith('AcrossTenants')) return true;
      const fn = functionOf(topLevel.get(symbol) as TopLevel);
      return fn?.parameters.some(carriesScope) ?? false;
    };
    const touches = (symbol: ts.Symbol, seen = new Set<ts.Symbol>()): Set<string> => {
      seen.add(symbol);
      const all = new Set(direct.get(symbol));
      for (const other of refers.get(symbol) ?? [])
        if (!seen.has(other) && !isScoped(other)) for (const table of touches(other, seen)) all.add(table);
      return all;
    };

    for (const [symbol, declaration] of topLevel) {
      const statement = ts.isFunctionDeclaration(declaration) ? declaration : declaration.parent.parent;
      const exported = ts.getCombinedModifierFlags(statement as ts.Declaration) & ts.ModifierFlags.Export;
      if (!exported) continue;
      const fn = functionOf(declaration);
      if (!fn) continue;
      const name = symbol.name;
      if (name.endsWith('AcrossTenants')) continue;
      const touched = touches(symbol);
      if (touched.size === 0 || returnsFragment(fn)) continue;
      const scopes = fn.parameters.filter(carriesScope);
      const key = `${relative}: ${name}`;
      const tableList = [...touched].sort().join(', ');
      if (scopes.length === 0) {
        violations.push({
          file: relative,
          line: lineOf(declaration.name as ts.Node),
          key,
          why: `${name} touches ${tableList} but takes no TenantScope/ServiceScope/AccountScope (or is named …AcrossTenants)`,
        });
      } else if (!scopes.some((parameter) => usesParameter(fn, parameter))) {
        violations.push({
          file: relative,
          line: lineOf(declaration.name as ts.Node),
          key,
          why: `${name} touches ${tableList} and takes a scope it never uses`,
        });
      }
    }
  }
  return violations;
}

/** Every non-test source file of the server. */
export const serverFiles = () => [...sourceFiles(serverSource)].filter((f) => !f.startsWith(schemaDir));

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const given = process.argv.slice(2).map((file) => path.resolve(file));
  const violations = checkTenantScope(given.length > 0 ? given : serverFiles());
  const found = new Set(violations.flatMap((v) => [v.key, v.file]));
  const fresh = violations.filter((v) => !KNOWN.includes(v.key) && !KNOWN.includes(v.file));
  const fixed = given.length > 0 ? [] : KNOWN.filter((key) => !found.has(key));
  for (const v of fresh) console.error(`${v.file}:${v.line}: ${v.why}`);
  for (const key of fixed)
    console.error(`${key}: fixed, remove it from KNOWN in scripts/check-tenant-scope.ts`);
  if (fresh.length > 0 || fixed.length > 0) {
    console.error(`tenant scope: ${fresh.length} violation(s), ${fixed.length} stale exception(s)`);
    process.exit(1);
  }
}
