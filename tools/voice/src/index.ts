export {
  manifestPath,
  readVoiceManifest,
  type VoiceFile,
  type VoiceManifest,
} from './voice-manifest.ts';
export { promptFileName, textHash, type VoicePrompt, voicePrompts } from './voice-prompts.ts';
export { LAME_ARGS, VOICE_ASSETS_DIR, VOICES } from './voice-settings.ts';
export { wavDurationMs } from './wav-duration.ts';
