import {
  type Language,
  languages,
  portalTitle,
  SERVER_SEGMENTS,
  themeVariables,
  type ViewSettings,
  RESERVED_SEGMENTS as WEB_RESERVED_SEGMENTS,
} from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import { isAppError } from '../../platform/http/app-error.ts';
import { hostAliasesFor, normaliseHost, resolveTenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { getViewSettings } from './service.ts';

/**
 * A portal page's HTML carries its tenant's theme: the CSS variables the web app would
 * set once view-settings answer, the page language and the title, so the first paint already has the
 * tenant's colours. Nothing a tenant stored reaches the page unchecked: a variable is written only
 * when its value matches a strict pattern (colour, length, font list), the title is HTML-escaped and
 * the language is one of the catalogue's.
 */

/** The web app's route names, and the server's own prefixes: never a service path. */
const RESERVED_SEGMENTS = new Set<string>([...WEB_RESERVED_SEGMENTS, ...SERVER_SEGMENTS]);

const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,62}$/;

/** The candidate service path of a page URL, as the web app reads it (tenant-location.ts). */
export function candidatePortalPath(pathname: string): string | undefined {
  let first: string | undefined;
  try {
    first = decodeURIComponent(pathname.split('/').filter(Boolean)[0] ?? '').toLowerCase();
  } catch {
    return undefined;
  }
  if (!first || RESERVED_SEGMENTS.has(first) || !SEGMENT.test(first)) return undefined;
  return first;
}

const COLOUR =
  /^(?:#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(?:rgb|rgba|hsl|hsla)\([0-9.,%\s/]{1,60}\)|[a-z]{3,20})$/i;
const LENGTH = /^-?\d{1,5}(?:\.\d{1,3})?(?:px|vw|vh|rem|em|%)$/;
const FAMILY = String.raw`(?:"[\p{L}\p{N} ._-]{1,60}"|'[\p{L}\p{N} ._-]{1,60}'|[\p{L}\p{N}][\p{L}\p{N} ._-]{0,59})`;
const FONT_LIST = new RegExp(String.raw`^${FAMILY}(?:\s*,\s*${FAMILY}){0,9}$`, 'u');
const THEME_VARIABLE = /^var\(--hd-[a-z-]{1,40}\)$/;
const VARIABLE_NAME = /^--hd-[a-z-]{1,40}$/;

/** A value that can stand in a stylesheet without ending the declaration, the rule or the element. */
export function isSafeCssValue(name: string, value: string): boolean {
  if (!VARIABLE_NAME.test(name)) return false;
  if (name.endsWith('font-family')) return FONT_LIST.test(value) || THEME_VARIABLE.test(value);
  return COLOUR.test(value) || LENGTH.test(value);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** <html lang> values: our 'vn' is Vietnamese, 'vi' in BCP 47 (as the web app's i18n.ts). */
const HTML_LANG: Record<Language, string> = { en: 'en', ja: 'ja', vn: 'vi' };

export interface PageHead {
  lang: string | null;
  title: string;
  /** The `<style>` element with the checked variables. */
  style: string;
  /**
   * `<meta name="hd-portal">` with what names the tenant's login cookie and its service path (domain
   * type, domain, path), so the web app can start the session check at boot, before its settings
   * answer (apps/web/src/session/session-boot.ts).
   */
  portal: string;
}

/** What a portal page's HTML is given for this tenant; pure, unit-tested. */
export function pageHeadOf(settings: ViewSettings): PageHead {
  const declarations = Object.entries(themeVariables(settings))
    .filter(([name, value]) => isSafeCssValue(name, value))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  const language = settings.company.defaultLanguage;
  return {
    lang: (languages as readonly string[]).includes(language) ? HTML_LANG[language] : null,
    title: escapeHtml(portalTitle(settings)),
    style:
      `<style id="hd-tenant-theme">:root{${declarations}}` +
      'body{background-color:var(--hd-body-bg);color:var(--hd-body-text)}</style>',
    portal:
      `<meta name="hd-portal" data-domain-type="${escapeHtml(settings.company.domainType)}"` +
      ` data-domain="${escapeHtml(settings.company.domain)}" data-path="${escapeHtml(settings.company.path)}">`,
  };
}

/**
 * The head of the portal host's root (`/`) when no tenant lives there: a marker that lets the web app
 * show the portals page without asking for a tenant's settings first (a 404 in the browser's console).
 */
export const NO_TENANT_HEAD: PageHead = {
  lang: null,
  title: '',
  style: '',
  portal: '<meta name="hd-portal" data-none="">',
};

/** Writes a page head into the web app's index.html (its title kept when the head has none). */
export function themedHtml(indexHtml: string, head: PageHead): string {
  let html = indexHtml;
  if (head.lang) {
    const lang = head.lang;
    html = html.replace(/<html\b[^>]*>/i, (tag) =>
      /\slang=/i.test(tag)
        ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, ` lang="${lang}"`)
        : tag.replace(/^<html/i, `<html lang="${lang}"`),
    );
  }
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/i, () => `<title>${head.title}</title>`);
  const inserted = `${head.portal}${head.style}`;
  return html.includes('</head>')
    ? html.replace('</head>', () => `${inserted}</head>`)
    : html.replace(/<title>/i, (tag) => `${inserted}${tag}`);
}

/**
 * The head of the portal page a request asks for, or null when the address names no tenant (the
 * admin site, the portals page, an unknown path). Kept in the tenant cache beside the view settings,
 * so a change of the tenant's settings (LISTEN/NOTIFY) renews it.
 */
export async function portalPageHead(request: FastifyRequest): Promise<PageHead | null> {
  const deps = request.server.deps;
  const pathname = request.url.split('?')[0] ?? '/';
  const host = normaliseHost(request.hostname);
  if (deps.config.adminHost && host === normaliseHost(deps.config.adminHost)) return null;
  const first = pathname.split('/').filter(Boolean)[0];
  if (first?.toLowerCase() === 'admin') return null;
  try {
    const tenant = await resolveTenant(deps.db, {
      host,
      path: candidatePortalPath(pathname),
      aliases: hostAliasesFor(deps.config.publicUrl),
    });
    return await cachedForService(deps.db, tenant, 'page-head', async () => ({
      value: pageHeadOf(await getViewSettings(deps.db, tenant)),
    }));
  } catch (error) {
    if (isAppError(error)) return pathname === '/' ? NO_TENANT_HEAD : null;
    request.log.warn({ err: error }, 'portal page served without its theme');
    return null;
  }
}
