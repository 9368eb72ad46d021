import { LinkType } from '@hondana/contract';
import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

interface PortalLinkProps {
  href: string;
  linkType: LinkType;
  className?: string | undefined;
  children: ReactNode;
}

const opensInNewTab = /^https?:\/\//i;
const allowedExternal = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * A link stored in the tenant's settings: internal ones are in-portal routes ('/about') followed by
 * the router, external ones are absolute addresses opened in a new tab. Anything else (a
 * `javascript:` address, say) is shown as plain content, never as a link.
 */
export function PortalLink({ href, linkType, className, children }: PortalLinkProps) {
  const { t } = useTranslation();
  if (linkType === LinkType.INTERNAL) {
    return (
      <Link to={href.startsWith('/') ? href : `/${href}`} className={className}>
        {children}
      </Link>
    );
  }
  if (!allowedExternal.test(href)) return <span className={className}>{children}</span>;
  const newTab = opensInNewTab.test(href);
  return (
    <a
      href={href}
      className={className}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
      {newTab && <VisuallyHidden> {t('chrome.opensInNewTab')}</VisuallyHidden>}
    </a>
  );
}
