import { isCardPagePath, type ViewSettings } from '@hondana/contract';
import { useLayoutEffect } from 'react';
import { changeLanguage, preferredLanguage } from '../i18n/i18n.ts';
import { applyCssVariables } from './theme.ts';

/** Title rule: the company's title or service name. */
export const tenantTitle = (settings: ViewSettings) =>
  settings.company.titlePage || settings.company.customName || settings.company.serviceName;

function setFavicon(href: string | null): void {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Google Tag Manager, only for tenants that set a container id, and never on a card page (a third-party
 * script beside the card form; the card pages' Content-Security-Policy refuses it there too).
 */
function loadTagManager(gtmId: string | null): void {
  if (!gtmId || !/^GTM-[A-Z0-9]+$/.test(gtmId) || document.getElementById('hd-gtm')) return;
  if (isCardPagePath(window.location.pathname)) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'hd-gtm';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.append(script);
}

/** Puts the tenant on the document: CSS variables, language, title, favicon, tag manager. */
export function useTenantDocument(settings: ViewSettings): void {
  useLayoutEffect(() => {
    const company = settings.company;
    applyCssVariables(settings);
    void changeLanguage(preferredLanguage(company.path, company.defaultLanguage));
    document.title = tenantTitle(settings);
    setFavicon(company.favicon);
    loadTagManager(company.gtmId);
  }, [settings]);
}
