import type { Language } from '@afterlook/domain';

/**
 * How the prompts are spoken and encoded. Changing any of this is a regeneration:
 * run `npm run generate --workspace @afterlook/voice -- --force`.
 */
export const VOICES: Readonly<Record<Language, { readonly voice: string; readonly wpm: number }>> =
  {
    // espeak-ng's US English with the f3 female variant: the clearest of the built-in variants.
    en: { voice: 'en-us+f3', wpm: 150 },
    // Latin American Spanish: most US clinics' Spanish-speaking patients; same variant.
    es: { voice: 'es-419+f3', wpm: 145 },
  };

/** lame: mono, constant 32 kbit/s: clear for synthetic speech at 22 kHz, ≈ 4 kB per second. */
export const LAME_ARGS = ['--quiet', '-m', 'm', '-b', '32'] as const;

/** Where the mp3 files and their manifest live, relative to the repository root. */
export const VOICE_ASSETS_DIR = 'assets/voice';
