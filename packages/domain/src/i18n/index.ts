import type { Language } from '../enums.ts';
import type { Texts } from './define-section.ts';
import { shell } from './sections/shell.ts';

export { defineSection, type Section, type Texts } from './define-section.ts';

/** Every section of the catalog; each file under sections/ is one screen or concern. */
const sections = { shell } as const;

type Sections = typeof sections;
export type Messages = { readonly [K in keyof Sections]: Texts<Sections[K]['en']> };

const pick = (language: Language): Messages =>
  Object.fromEntries(
    Object.entries(sections).map(([name, section]) => [name, section[language]]),
  ) as Messages;

/** The en and es catalogs (i18next resources), assembled from the sections. */
export const MESSAGES: Readonly<Record<Language, Messages>> = { en: pick('en'), es: pick('es') };
