import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every visible string comes from the catalogues: this scan fails when a component writes words
 * directly as JSX text or in a user-facing attribute.
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const LETTER = /[A-Za-z\u3040-\u30ff\u4e00-\u9fff\u00c0-\u1ef9]/;
const USER_FACING_ATTRIBUTES = /\b(title|aria-label|placeholder|alt|label|description)="([^"]*)"/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

export function hardcodedTexts(code: string): string[] {
  const clean = withoutComments(code);
  const found: string[] = [];
  for (const match of clean.matchAll(/>([^<>{}]+)</g)) {
    const text = (match[1] ?? '').trim();
    if (text && LETTER.test(text) && !/[;=()&|]/.test(text)) found.push(text);
  }
  for (const match of clean.matchAll(USER_FACING_ATTRIBUTES)) {
    if (LETTER.test(match[2] ?? '')) found.push(`${match[1]}="${match[2]}"`);
  }
  return found;
}

describe('visible strings', () => {
  it('detects what it is meant to detect', () => {
    expect(hardcodedTexts('<Button>Save</Button>')).toEqual(['Save']);
    expect(hardcodedTexts('<img alt="Logo" />')).toEqual(['alt="Logo"']);
    expect(hardcodedTexts('<Title>{t("x")}</Title> <p>保存</p>')).toEqual(['保存']);
    expect(hardcodedTexts('<Button>{t("save")}</Button>')).toEqual([]);
  });

  it('are all translated in the web app', () => {
    const offenders = sourceFiles(srcDir).flatMap((file) =>
      hardcodedTexts(fs.readFileSync(file, 'utf8')).map((text) => `${path.relative(srcDir, file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
