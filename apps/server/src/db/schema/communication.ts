/**
 * What a service says to its users: notifications (with read marks), "new information" panels,
 * terms and conditions, FAQ, customised e-mail templates, and the outgoing mail outbox.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import {
  type EmailTemplateKind,
  emailTemplateKinds,
  type Language,
  languages,
} from '../../../../../packages/contract/src/enums.ts';
import { atLeast, inList } from './checks.ts';
import { createdAt, id, ordinal, ref, timestamps, translations, tstz } from './columns.ts';
import { companies, companyId, serviceFk, serviceId, services, tenantFk } from './companies.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    title: text('title').notNull(),
    titleTranslations: translations('title_translations'),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    bodyTranslations: translations('body_translations'),
    isShow: boolean('is_show').notNull().default(true),
    /** Visible to users from this instant (NULL = draft). */
    publishedAt: tstz('published_at'),
    ...timestamps(),
  },
  (t) => [
    serviceFk('notifications', t),
    unique('notifications_company_id_id_uq').on(t.companyId, t.id),
    index('notifications_service_published_idx').on(t.companyId, t.serviceId, t.publishedAt),
  ],
);

/** A user has read a notification. Natural key: (notification, user). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    companyId: companyId(),
    notificationId: ref('notification_id').notNull(),
    userId: ref('user_id').notNull(),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_reads_pk', columns: [t.companyId, t.notificationId, t.userId] }),
    tenantFk(
      'notification_reads_notification_fk',
      [t.companyId, t.notificationId],
      [notifications.companyId, notifications.id],
    ),
    tenantFk('notification_reads_user_fk', [t.companyId, t.userId], [users.companyId, users.id]),
    index('notification_reads_user_idx').on(t.companyId, t.userId),
  ],
);

/** HTML panels shown in the sidebar under "new information". */
export const newInformation = pgTable(
  'new_information',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    html: text('html').notNull().default(''),
    htmlTranslations: translations('html_translations'),
    ordinal: ordinal(),
    isShow: boolean('is_show').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    serviceFk('new_information', t),
    index('new_information_service_idx').on(t.companyId, t.serviceId, t.ordinal),
  ],
);

/** Terms and conditions, versioned; the latest published version is in force. */
export const terms = pgTable(
  'terms',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    title: text('title').notNull(),
    titleTranslations: translations('title_translations'),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    bodyTranslations: translations('body_translations'),
    version: integer('version').notNull(),
    publishedAt: tstz('published_at'),
    ...timestamps(),
  },
  (t) => [
    serviceFk('terms', t),
    check('terms_version_check', atLeast(t.version, 1)),
    unique('terms_service_version_uq').on(t.companyId, t.serviceId, t.version),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    question: text('question').notNull(),
    /** Sanitised HTML. */
    answer: text('answer').notNull(),
    /** NULL = shown in every language. */
    lang: text('lang').$type<Language>(),
    ordinal: ordinal(),
    isShow: boolean('is_show').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    serviceFk('faqs', t),
    check('faqs_lang_check', inList(t.lang, languages)),
    index('faqs_service_idx').on(t.companyId, t.serviceId, t.ordinal),
  ],
);

/**
 * A company's customised e-mail template for one kind and language; service_id NULL = the company-wide
 * template, a service row overrides it. Without a row, the built-in template of packages/i18n is used.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    companyId: companyId(),
    serviceId: ref('service_id').references(() => services.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailTemplateKind>().notNull(),
    lang: text('lang').$type<Language>().notNull(),
    subject: text('subject').notNull(),
    /** Body with placeholders ({fullName}, {username}, {password}, {companyName}, ...). */
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('email_templates_kind_check', inList(t.kind, emailTemplateKinds)),
    check('email_templates_lang_check', inList(t.lang, languages)),
    unique('email_templates_uq').on(t.companyId, t.serviceId, t.kind, t.lang).nullsNotDistinct(),
  ],
);

/** Every e-mail the product sends, stored first (transactional outbox; the dev outbox when no SMTP). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** NULL for platform mail (system admins). */
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('mail_outbox_company_created_idx').on(t.companyId, t.createdAt),
    index('mail_outbox_unsent_idx').on(t.companyId, t.createdAt).where(sql`${t.sentAt} is null`),
  ],
);
