import type { Language } from './enums.ts';
import { interpolate } from './i18n/interpolate.ts';
import { headlines } from './i18n/sections/headlines.ts';
import { indefiniteArticle, procedureDisplayName } from './procedure-names.ts';
import type { Procedure } from './procedures.ts';

export type HeadlineKey = keyof typeof headlines.en;
export type HeadlineTone = 'default' | 'blue';

export interface Headline {
  /** null: this variant shows no headline. */
  readonly text: string | null;
  readonly tone: HeadlineTone;
}

/**
 * ctaCopy value → headline variant (docs/product/ad-flow.md); 2 shows none, 6 is 5 in
 * blue; 8 selects the 'for free' variant the contract lists without a number.
 */
const VARIANTS: Readonly<Record<string, { key: HeadlineKey | null; tone: HeadlineTone }>> = {
  '1': { key: 'seeHowYouWillLook', tone: 'default' },
  '2': { key: null, tone: 'default' },
  '3': { key: 'showUpPrepared', tone: 'default' },
  '4': { key: 'simulateNext', tone: 'default' },
  '5': { key: 'inTwoMinutes', tone: 'default' },
  '6': { key: 'inTwoMinutes', tone: 'blue' },
  '7': { key: 'instantly', tone: 'default' },
  '8': { key: 'forFree', tone: 'default' },
};

/** The headline text of one variant for a procedure, article and name in the language. */
export function headlineText(key: HeadlineKey, procedure: Procedure, language: Language): string {
  return interpolate(headlines[language][key], {
    a: indefiniteArticle(procedure, language),
    procedure: procedureDisplayName(procedure, language),
  });
}

/** The ad-flow headline for a ctaCopy query value; anything unknown gets the default copy. */
export function headlineForCtaCopy(
  ctaCopy: string | null | undefined,
  procedure: Procedure,
  language: Language,
): Headline {
  const key = ctaCopy?.trim() ?? '';
  const variant = Object.hasOwn(VARIANTS, key) ? VARIANTS[key] : undefined;
  const { key: headline, tone } = variant ?? { key: 'default', tone: 'default' };
  return { text: headline === null ? null : headlineText(headline, procedure, language), tone };
}
