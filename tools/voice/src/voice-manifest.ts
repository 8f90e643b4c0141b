import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '@afterlook/domain';
import { VOICE_ASSETS_DIR, type VOICES } from './voice-settings.ts';

/** One rendered prompt: its mp3 (relative to assets/voice), the text spoken, and its length. */
export interface VoiceFile {
  readonly file: string;
  readonly text: string;
  readonly textHash: string;
  readonly durationMs: number;
}

/** assets/voice/manifest.json: every prompt id with its file per language. */
export interface VoiceManifest {
  readonly voices: typeof VOICES;
  readonly prompts: Readonly<Record<string, Readonly<Record<Language, VoiceFile>>>>;
}

export const manifestPath = (root: string): string => join(root, VOICE_ASSETS_DIR, 'manifest.json');

/** The committed manifest, or null before the first generation. */
export async function readVoiceManifest(root: string): Promise<VoiceManifest | null> {
  try {
    return JSON.parse(await readFile(manifestPath(root), 'utf8')) as VoiceManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
