import { EMBED_PARAMS, SHARE_CONTACT } from '@afterlook/embed/protocol';

/** What the loader said about this embed in the widget's address (read once, at start). */
export interface EmbedParams {
  /** 'inline': sized to its content by the host (the widget reports its height). */
  readonly mode: 'modal' | 'inline' | null;
  /** The host asked for the patient's name and phone with lead-submitted. */
  readonly shareContact: boolean;
  /** A warm frame: wait for the loader's 'wake' before starting (wait-for-wake.ts). */
  readonly standby: boolean;
}

export function readEmbedParams(search: string): EmbedParams {
  const params = new URLSearchParams(search);
  const mode = params.get(EMBED_PARAMS.mode);
  return {
    mode: mode === 'modal' || mode === 'inline' ? mode : null,
    shareContact: (params.get(EMBED_PARAMS.share) ?? '').split(',').includes(SHARE_CONTACT),
    standby: params.get(EMBED_PARAMS.standby) === '1',
  };
}
