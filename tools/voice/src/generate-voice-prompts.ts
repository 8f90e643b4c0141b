/**
 * Renders every scan prompt of the domain catalog to assets/voice/<lang>/<prompt>.mp3
 * with Debian's espeak-ng and lame, and writes assets/voice/manifest.json. A prompt whose
 * text hash and file are unchanged is kept; `--force` renders everything again (after a
 * change to the voice settings). Needs: apt-get install -y espeak-ng lame.
 *
 *   node tools/voice/src/generate-voice-prompts.ts [--force]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@afterlook/domain';
import { manifestPath, readVoiceManifest, type VoiceFile } from './voice-manifest.ts';
import { promptFileName, textHash, type VoicePrompt, voicePrompts } from './voice-prompts.ts';
import { LAME_ARGS, VOICE_ASSETS_DIR, VOICES } from './voice-settings.ts';
import { wavDurationMs } from './wav-duration.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function requireTool(name: string, aptPackage: string): void {
  try {
    execFileSync('which', [name], { stdio: 'ignore' });
  } catch {
    throw new Error(`${name} not found: apt-get install -y ${aptPackage}`);
  }
}

/** Speaks one prompt to WAV and encodes it to MP3; returns the spoken duration. */
function render(prompt: VoicePrompt, mp3Path: string, workDir: string): number {
  const { voice, wpm } = VOICES[prompt.language];
  const wavPath = join(workDir, `${prompt.language}-${prompt.id}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-s', String(wpm), '-w', wavPath, '--', prompt.text]);
  execFileSync('lame', [...LAME_ARGS, wavPath, mp3Path]);
  return wavDurationMs(readFileSync(wavPath));
}

async function main(force: boolean): Promise<void> {
  requireTool('espeak-ng', 'espeak-ng');
  requireTool('lame', 'lame');
  const previous = force ? null : await readVoiceManifest(ROOT);
  const workDir = await mkdtemp(join(tmpdir(), 'afterlook-voice-'));
  const prompts: Record<string, Partial<Record<Language, VoiceFile>>> = {};
  let rendered = 0;
  try {
    for (const prompt of voicePrompts()) {
      const file = `${prompt.language}/${promptFileName(prompt.id)}`;
      const mp3Path = join(ROOT, VOICE_ASSETS_DIR, file);
      const hash = textHash(prompt.text);
      const kept = previous?.prompts[prompt.id]?.[prompt.language];
      const entry =
        kept && kept.textHash === hash && kept.file === file && existsSync(mp3Path)
          ? kept
          : await (async () => {
              await mkdir(dirname(mp3Path), { recursive: true });
              rendered += 1;
              const durationMs = render(prompt, mp3Path, workDir);
              return { file, text: prompt.text, textHash: hash, durationMs };
            })();
      prompts[prompt.id] = { ...prompts[prompt.id], [prompt.language]: entry };
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const removed = await removeOrphans(
    new Set(
      Object.values(prompts).flatMap((byLanguage) =>
        Object.values(byLanguage).map((entry) => entry.file),
      ),
    ),
  );
  const sorted = Object.fromEntries(Object.entries(prompts).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(
    manifestPath(ROOT),
    `${JSON.stringify({ voices: VOICES, prompts: sorted }, null, 2)}\n`,
  );
  console.log(
    `voice prompts: ${rendered} rendered, ${voicePrompts().length - rendered} unchanged, ${removed} removed`,
  );
}

/** Deletes mp3 files whose prompt left the catalog, so no stale audio ships. */
async function removeOrphans(keep: ReadonlySet<string>): Promise<number> {
  let removed = 0;
  for (const language of LANGUAGES) {
    const dir = join(ROOT, VOICE_ASSETS_DIR, language);
    if (!existsSync(dir)) continue;
    for (const name of await readdir(dir)) {
      if (name.endsWith('.mp3') && !keep.has(`${language}/${name}`)) {
        await rm(join(dir, name));
        removed += 1;
      }
    }
  }
  return removed;
}

await main(process.argv.includes('--force'));
