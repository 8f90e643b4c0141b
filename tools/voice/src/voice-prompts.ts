import { createHash } from 'node:crypto';
import { LANGUAGES, type Language, MESSAGES } from '@afterlook/domain';

/** One spoken prompt in one language, as the catalog gives it. */
export interface VoicePrompt {
  readonly id: string;
  readonly language: Language;
  readonly text: string;
}

/** Every scan prompt in every language, straight from the domain catalog (`scan.prompts`). */
export const voicePrompts = (): VoicePrompt[] =>
  LANGUAGES.flatMap((language) =>
    Object.entries(MESSAGES[language].scan.prompts).map(([id, text]) => ({ id, language, text })),
  );

/** `poseTurnLeft45` → `pose-turn-left-45`: file names stay lower case on every file system. */
export const promptFileName = (id: string): string =>
  `${id.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()}.mp3`;

/** The manifest's stale check: a changed text no longer matches its mp3's recorded hash. */
export const textHash = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
