import { EMBED_PARAMS, SHARE_CONTACT } from '@afterlook/embed/protocol';

/** What the loader said about this embed in the widget's address (read once, at start). */
export interface EmbedParams {
  /** 'inline': sized to its content by the host (the widget reports its height). */
  readonly mode: 'modal' | 'inline' | null;
  /** The host asked for the patient's name and phone with lead-submitted. */
  readonly shareContact: boolean;
  /** A warm frame: wait for the loader's 'wake' before starting (wait-for-wake.ts). */
  readonly standby: boolean;
  /** Our dashboard's preview asked for (it counts only when framed by our own origin). */
  readonly preview: boolean;
}

export function readEmbedParams(search: string): EmbedParams {
  const params = new URLSearchParams(search);
  const mode = params.get(EMBED_PARAMS.mode);
  return {
    mode: mode === 'modal' || mode === 'inline' ? mode : null,
    shareContact: (params.get(EMBED_PARAMS.share) ?? '').split(',').includes(SHARE_CONTACT),
    standby: params.get(EMBED_PARAMS.standby) === '1',
    preview: params.get(EMBED_PARAMS.preview) === '1',
  };
}

/**
 * Our dashboard previewing the clinic's widget (settings, install page): asked for in
 * the address and framed by the widget's own origin. A clinic's page asking the same
 * is an ordinary embed.
 */
export const isDashboardPreview = (
  embed: EmbedParams,
  hostOrigin: string | null,
  ownOrigin: string,
): boolean => embed.preview && hostOrigin === ownOrigin;
