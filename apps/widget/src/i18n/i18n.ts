import { interpolate, type Language, MESSAGES, type Messages } from '@afterlook/domain';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';

/** Every dotted key of the domain catalog that names a text ('shell.continue', 'area.regions.BUTT'). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
/** Values of a text's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

function lookup(language: Language, key: string): string {
  let node: unknown = MESSAGES[language];
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text '${key}' in the ${language} catalog`);
  return node;
}

const translators = new Map<Language, Translate>();

/**
 * The texts of one language: `t('procedure.visualizeTitle', { a, procedure })`. Keys are
 * typed from the domain catalog; placeholders are filled with the domain's `interpolate`
 * (a missing value is a bug and throws). Replaces i18next: the catalog is bundled and
 * the language is fixed for a page's life (docs/product/routes.md `lang`), so a lookup is all it takes.
 */
export function translator(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    t = (key, values) => {
      const template = lookup(language, key);
      return values ? interpolate(template, values) : template;
    };
    translators.set(language, t);
  }
  return t;
}

interface I18nValue {
  readonly language: Language;
  readonly t: Translate;
}

// Outside a provider (component tests) the widget speaks English.
const I18nContext = createContext<I18nValue>({ language: 'en', t: translator('en') });

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => ({ language, t: translator(language) }), [language]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** The page's language and its `t`. */
export const useTranslation = (): I18nValue => useContext(I18nContext);
