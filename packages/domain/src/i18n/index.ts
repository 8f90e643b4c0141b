import type { Language } from '../enums.ts';
import { en, type Messages } from './en.ts';
import { es } from './es.ts';

export type { Messages };
export const MESSAGES: Readonly<Record<Language, Messages>> = { en, es };
