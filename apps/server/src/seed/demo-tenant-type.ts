import type {
  bannerSettings,
  bannerSlides,
  bodySettings,
  buttons,
  companies,
  companyIdentityProviders,
  contentGroups,
  emailTemplates,
  footerLinks,
  footerSettings,
  headerSettings,
  layoutSettings,
  newInformation,
  sortFields,
  terms,
  userGroups,
  users,
  watermarkSettings,
} from '../db/schema/index.ts';
import type { DemoSearchTab } from './demo-search-page.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type Settings<T extends { $inferInsert: unknown }> = Omit<Row<T>, 'companyId' | 'serviceId' | 'id'>;

export interface DemoUser extends Omit<Row<typeof users>, 'companyId' | 'passwordHash' | 'id'> {
  password: string;
  /** The service admin of the tenant's service. */
  administersService?: boolean;
}

/** One demo tenant: a company with one service, its branding and its people. */
export interface DemoTenant {
  company: Omit<Row<typeof companies>, 'domain' | 'id'> & { domain?: string };
  service: { name: string; path: string };
  brand: { initials: string; colour: string; accent: string };
  layout?: Settings<typeof layoutSettings>;
  header?: Settings<typeof headerSettings>;
  body?: Settings<typeof bodySettings>;
  footer?: Settings<typeof footerSettings>;
  footerLinks?: Omit<Row<typeof footerLinks>, 'companyId' | 'serviceId'>[];
  banner?: Settings<typeof bannerSettings>;
  /** Slides: their titles are live text over pictures the seed draws. */
  slides?: Pick<Row<typeof bannerSlides>, 'linkType' | 'link' | 'title' | 'titleTranslations'>[];
  watermark?: Settings<typeof watermarkSettings>;
  contentGroups?: Omit<Row<typeof contentGroups>, 'companyId' | 'serviceId'>[];
  sortFields?: Omit<Row<typeof sortFields>, 'companyId' | 'serviceId'>[];
  /** The search overlay's tabs and boxes (demo-search-page.ts). */
  searchPage?: DemoSearchTab[];
  /** Configured buttons (the content detail's view-book button, …). */
  buttons?: Omit<Row<typeof buttons>, 'companyId' | 'serviceId'>[];
  /** 'New information' panels: HTML in the company's default language and per interface language. */
  newInformation?: Pick<Row<typeof newInformation>, 'html' | 'htmlTranslations'>[];
  /** Terms in force: title and HTML body in the company's default language and per interface language. */
  terms?: Pick<Row<typeof terms>, 'title' | 'titleTranslations' | 'body' | 'bodyTranslations'>;
  /** The company's own e-mail templates (placeholders {fullName}, {username}, {password}, {companyName}, {link}). */
  emailTemplates?: Omit<Row<typeof emailTemplates>, 'companyId' | 'serviceId' | 'id'>[];
  userGroups?: (Omit<Row<typeof userGroups>, 'companyId'> & { networks: string[] })[];
  /** Identity providers (`dev-identity`: the development stand-ins); seed/create-demo-identity.ts. */
  identityProviders?: Pick<Row<typeof companyIdentityProviders>, 'provider' | 'issuer' | 'clientId'>[];
  users: DemoUser[];
}
