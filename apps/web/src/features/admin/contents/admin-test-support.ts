import type { AdminContentGroup, AuthUser, ContentAdmin } from '@hondana/contract';

/** The Demo Library's company admin as GET /auth/info answers it. */
export const companyAdmin: AuthUser = {
  id: 2,
  companyId: 1,
  serviceId: null,
  domain: 'localhost',
  path: 'demo',
  email: 'admin@demo.hondana.test',
  username: null,
  fullName: 'Demo Admin',
  name: 'Demo Admin',
  lang: 'en',
  roleLevel: 2,
  loginType: 2,
  isSubscribeMail: false,
  isReceiveNotify: false,
  abilities: ['adminSite.open', 'content.read', 'content.manage', 'content.importCsv', 'content.exportCsv'],
};

export const adminCookies = { hondana_token_admin: 'admin-token' };

/** A content as the administration calls answer it. */
export function contentAnswer(overrides: Partial<ContentAdmin> = {}): ContentAdmin {
  return {
    id: 5,
    elementId: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    contentCode: 'BK-0005',
    serviceId: 1,
    title: 'Harbour Lights',
    author: 'Aoi Mori',
    distributorName: null,
    year: 2024,
    description: null,
    toc: null,
    keywords: null,
    series: null,
    param1: null,
    param2: null,
    param3: null,
    param4: null,
    param5: null,
    print: 0,
    enableViewBook: true,
    viewOnline: false,
    loginRequired: false,
    refCode: null,
    contentGroupIds: [3],
    hashtags: ['sea'],
    state: 'published',
    failureCode: null,
    published: true,
    fileKind: 'pdf',
    fileName: 'harbour-lights.pdf',
    pageCount: 120,
    coverUrl: null,
    coverThumbnailUrl: null,
    pendingFile: null,
    uploadedAt: '2026-11-01T09:00:00.000Z',
    publishedAt: '2026-11-01T09:01:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:01:00.000Z',
    ...overrides,
  };
}

/**
 * The company's groups as `GET /content-group/all` answers them: normal groups 3 and 4 of service 1
 * (3 named per language, 4 by its name only), a special group of service 1 and a normal group of
 * service 2, neither of which content 5 may join.
 */
export const adminGroups: AdminContentGroup[] = [
  {
    id: 4,
    serviceId: 1,
    name: 'Mountains',
    nameTranslations: {},
    type: 1,
    isDefault: false,
    ordinal: 2,
  },
  {
    id: 3,
    serviceId: 1,
    name: 'sea',
    nameTranslations: { en: 'Sea stories', ja: '海の物語', vn: 'Chuyện biển' },
    type: 1,
    isDefault: true,
    ordinal: 1,
  },
  { id: 9, serviceId: 1, name: 'New', nameTranslations: {}, type: 4, isDefault: false, ordinal: 0 },
  { id: 12, serviceId: 2, name: 'Campus', nameTranslations: {}, type: 1, isDefault: false, ordinal: 1 },
];

export const pageOf = (content: ContentAdmin[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  number: 1,
  size: 20,
});

type Listener = (event: ProgressEvent | Event) => void;

/**
 * The browser's XMLHttpRequest as the upload sees it: the test says how many bytes went out and what
 * the server answers. Every request made is kept in `FakeXhr.sent`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    for (const listener of this.listeners.get('abort') ?? []) listener(new Event('abort'));
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    for (const listener of this.uploadListeners.get('progress') ?? []) listener(event as ProgressEvent);
  }
  /** The server answers with an envelope. */
  respond(envelope: { status: number; data?: unknown; message?: string }, httpStatus = 200) {
    this.status = httpStatus;
    this.responseText = JSON.stringify(envelope);
    for (const listener of this.listeners.get('load') ?? []) listener(new Event('load'));
  }
}
