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

/** The file a prompt is spoken in: the name the widget asks the server for. */
export { voicePromptFile as promptFileName } from '@afterlook/api';

/** The manifest's stale check: a changed text no longer matches its mp3's recorded hash. */
export const textHash = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
