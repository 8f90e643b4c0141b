import { voicePromptUrl } from '@afterlook/api';
import type { Language } from '@afterlook/domain';
import type { ScanPromptId } from '@afterlook/pose';

/**
 * Plays the scan's spoken prompts (static mp3 from our server). A new prompt cuts the
 * one playing: the latest instruction is the one that matters. Playback refused by the
 * browser (no gesture yet) is ignored; the text is on screen anyway.
 */
export function createVoicePlayer(language: Language) {
  const audio = typeof Audio === 'undefined' ? null : new Audio();
  return {
    play(prompt: ScanPromptId): void {
      if (!audio) return;
      audio.pause();
      audio.src = voicePromptUrl(language, prompt);
      audio.play().catch(() => {});
    },
    stop(): void {
      audio?.pause();
    },
  };
}

export type VoicePlayer = ReturnType<typeof createVoicePlayer>;
