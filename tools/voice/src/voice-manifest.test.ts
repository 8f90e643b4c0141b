import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { readVoiceManifest } from './voice-manifest.ts';
import { promptFileName, textHash, voicePrompts } from './voice-prompts.ts';
import { VOICE_ASSETS_DIR } from './voice-settings.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = await readVoiceManifest(ROOT);

/** An MP3 opens with an ID3v2 tag or straight with an MPEG audio frame's 11-bit sync. */
const startsLikeMp3 = (bytes: Uint8Array): boolean =>
  (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) ||
  (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);

// The audio is generated from the catalog; a text edited without regenerating fails here
// (regenerate: node tools/voice/src/generate-voice-prompts.ts, see tools/voice/README.md).
describe('committed voice prompts', () => {
  it('has a manifest', () => {
    expect(manifest).not.toBeNull();
  });

  it.each(voicePrompts())('$language/$id has an mp3 of exactly its catalog text', (prompt) => {
    const entry = manifest?.prompts[prompt.id]?.[prompt.language];
    expect(entry, 'missing from the manifest: regenerate').toBeDefined();
    expect(entry?.file).toBe(`${prompt.language}/${promptFileName(prompt.id)}`);
    expect(entry?.text).toBe(prompt.text);
    expect(entry?.textHash, 'text changed since the audio was made: regenerate').toBe(
      textHash(prompt.text),
    );
    expect(entry?.durationMs).toBeGreaterThan(200);
    const bytes = readFileSync(join(ROOT, VOICE_ASSETS_DIR, entry?.file ?? ''));
    expect(startsLikeMp3(bytes)).toBe(true);
  });

  it('lists no prompt the catalog no longer has, and every prompt in both languages', () => {
    const ids = [...new Set(voicePrompts().map((prompt) => prompt.id))].sort();
    expect(Object.keys(manifest?.prompts ?? {}).sort()).toEqual(ids);
    for (const id of ids) {
      expect(Object.keys(manifest?.prompts[id] ?? {}).sort()).toEqual([...LANGUAGES].sort());
    }
  });

  it('gives every prompt its own file name', () => {
    const ids = [...new Set(voicePrompts().map((prompt) => prompt.id))];
    expect(new Set(ids.map(promptFileName)).size).toBe(ids.length);
  });
});
