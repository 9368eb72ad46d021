import type { TextTree } from '@hondana/i18n';

/**
 * Options of `t`: the values of the text's `{{placeholders}}`, and `count` (picks the plural form and
 * is a value too), `defaultValue` (the text when the key has none), `lng` (another language than the
 * one on screen).
 */
export interface TOptions {
  readonly count?: number;
  readonly defaultValue?: string;
  readonly lng?: string;
  readonly [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export type TranslatorEvent = 'languageChanged' | 'added';
type Listener = (language: string) => void;

export interface Translator {
  /** The language on screen; empty until the first `reset`. */
  readonly language: string;
  /** The text of a dotted key in the language on screen, else in the fallback language, else the key. */
  readonly t: TFunction;
  /** Whether `t` finds a text for the key (in `lng`, or the language on screen, or the fallback). */
  exists(key: string, options?: { lng?: string }): boolean;
  changeLanguage(language: string): void;
  /** Merges texts into a language's (deeply; a text already there is replaced). */
  addTexts(language: string, texts: TextTree): void;
  hasTexts(language: string): boolean;
  textsOf(language: string): TextTree | undefined;
  removeTexts(language: string): void;
  /** Forgets every text and shows `language`. */
  reset(language: string): void;
  on(event: TranslatorEvent, listener: Listener): void;
  off(event: TranslatorEvent, listener: Listener): void;
  /** For `useSyncExternalStore`: called whenever what `t` answers may have changed. */
  subscribe(onChange: () => void): () => void;
  /** A `t` that is a new function whenever the language or its texts change (a React snapshot). */
  snapshot(): TFunction;
}

export interface TranslatorOptions {
  /** The language whose texts stand in for a key the language on screen lacks (when they are loaded). */
  fallbackLanguage: string;
  /** The BCP 47 locale whose plural rules a language follows (ours are codes of their own: vn is 'vi'). */
  localeOf?: (language: string) => string;
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * Writes the values into `{{name}}` placeholders, as they are (no HTML escaping: React escapes what it
 * renders). A placeholder without a value is left as written; one given as undefined or null is emptied.
 */
export function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function find(tree: TextTree | undefined, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `into` with `from`'s texts; `into` itself when they add or change nothing. */
function merge(into: TextTree | undefined, from: TextTree): TextTree {
  let out: Record<string, string | TextTree> | undefined;
  for (const [key, value] of Object.entries(from)) {
    const held = into && Object.hasOwn(into, key) ? into[key] : undefined;
    const next = typeof value === 'object' && typeof held === 'object' ? merge(held, value) : value;
    if (next === held) continue;
    out ??= { ...into };
    out[key] = next;
  }
  return out ?? into ?? {};
}

/**
 * The app's texts by language, loaded in parts (`addTexts`), looked up by dotted key. A `count` picks
 * the form its language's plural rules name (`Intl.PluralRules`): `key_one` for one book in English, the
 * plain `key` for every other form and wherever the language has no form of its own.
 */
export function createTranslator({ fallbackLanguage, localeOf = (l) => l }: TranslatorOptions): Translator {
  let language = '';
  const texts = new Map<string, TextTree>();
  const plurals = new Map<string, Intl.PluralRules>();
  const listeners: Record<TranslatorEvent, Set<Listener>> = { languageChanged: new Set(), added: new Set() };
  const watchers = new Set<() => void>();

  const pluralOf = (lng: string, count: number) => {
    let rules = plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(localeOf(lng));
      plurals.set(lng, rules);
    }
    return rules.select(count);
  };

  const resolve = (key: string, options: TOptions | undefined): string | undefined => {
    const first = options?.lng ?? language;
    for (const lng of first === fallbackLanguage ? [first] : [first, fallbackLanguage]) {
      const tree = texts.get(lng);
      if (!tree) continue;
      const count = options?.count;
      const text =
        (typeof count === 'number' ? find(tree, `${key}_${pluralOf(lng, count)}`) : undefined) ??
        find(tree, key);
      if (text !== undefined) return text;
    }
    return undefined;
  };

  const t: TFunction = (key, options) =>
    interpolate(resolve(key, options) ?? options?.defaultValue ?? key, options);

  let shown: TFunction = (key, options) => t(key, options);
  const changed = () => {
    shown = (key, options) => t(key, options);
    for (const watcher of watchers) watcher();
  };
  const emit = (event: TranslatorEvent, lng: string) => {
    for (const listener of listeners[event]) listener(lng);
  };

  const translator: Translator = {
    get language() {
      return language;
    },
    t,
    exists: (key, options) => resolve(key, options) !== undefined,
    changeLanguage(next) {
      const before = language;
      language = next;
      if (next !== before) changed();
      emit('languageChanged', next);
    },
    addTexts(lng, added) {
      const held = texts.get(lng);
      const next = merge(held, added);
      // Texts added again (an area asked for twice) change nothing: no new snapshot, or a screen whose
      // effect loads texts on every new `t` would load them forever.
      if (next === held) return;
      texts.set(lng, next);
      if (lng === language || lng === fallbackLanguage) changed();
      emit('added', lng);
    },
    hasTexts: (lng) => texts.has(lng),
    textsOf: (lng) => texts.get(lng),
    removeTexts(lng) {
      if (texts.delete(lng)) changed();
    },
    reset(next) {
      texts.clear();
      changed();
      translator.changeLanguage(next);
    },
    on: (event, listener) => void listeners[event].add(listener),
    off: (event, listener) => void listeners[event].delete(listener),
    subscribe(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    snapshot: () => shown,
  };
  return translator;
}
