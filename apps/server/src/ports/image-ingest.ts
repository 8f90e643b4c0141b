import type { ViewType } from '@afterlook/domain';
import type { StoredAnalysis } from './analysis-codec.ts';

export interface IngestTask {
  readonly bytes: Uint8Array;
  readonly view: ViewType | null;
}

export type IngestError = 'unsupported_media_type' | 'unreadable_image' | 'image_too_small';

export type IngestOutput =
  | {
      readonly ok: true;
      /** The normalised photo: EXIF-rotated, no metadata, long side WORKING_SIZE, PNG. */
      readonly png: Uint8Array;
      readonly width: number;
      readonly height: number;
      /** Encoded StoredAnalysis when the view was known, else null. */
      readonly analysis: Uint8Array | null;
      readonly verdict: StoredAnalysis['verdict'] | null;
    }
  | { readonly ok: false; readonly error: IngestError; readonly message: string };

/** Decodes and normalises an upload off the event loop (the image pool implements it). */
export interface ImageIngest {
  ingest(task: IngestTask): Promise<IngestOutput>;
}
