import {
  MESSAGES,
  type RegionOfInterest,
  type RgbaImage,
  type SubjectAnalysis,
  type ViewType,
} from '@afterlook/domain';
import sharp, { type Sharp } from 'sharp';
import { sniffImageType } from '../../lib/sniff-image-type.ts';
import { decodeAnalysis, encodeAnalysis, type StoredAnalysis } from '../../ports/analysis-codec.ts';
import type { IngestOutput } from '../../ports/image-ingest.ts';
import type { RenderRequest } from '../../ports/simulation-engine.ts';
import type { ThreadEngine } from './create-thread-engine.ts';
import { createSeriesPngEncoder } from './png/series-png-encoder.ts';
import { stampSimulationMark, stampSimulationMarkInPlace } from './simulation-mark.ts';
import type { TransformTask } from './worker-protocol.ts';

/** Long side of every stored photo: the engine's working size. */
export const WORKING_SIZE = 1024;
/** Decoding refuses images with more pixels than this (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** A photo whose shorter side is below this cannot show a body. */
export const MIN_INPUT_SIDE = 64;
/** PNG effort of stored images: fast to write, still lossless. */
const PNG_OPTIONS = { compressionLevel: 2, adaptiveFiltering: false } as const;

/** docs/product/validation.md: 'A file that cannot become an image gives "Failed to upload image."' */
const UNREADABLE_IMAGE = MESSAGES.en.validation.uploadFailed;

const rgbaOf = (data: Buffer, width: number, height: number): RgbaImage => ({
  width,
  height,
  data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
});

/** An upload as every stored photo is: upright, on white, long side WORKING_SIZE, raw RGBA. */
export const toWorkingPhoto = (source: Sharp) =>
  source
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside', kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

/** Encodes an opaque RGBA image as an RGB PNG with no metadata. */
export async function encodePng(image: RgbaImage): Promise<Uint8Array> {
  const buffer = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .removeAlpha()
    .png(PNG_OPTIONS)
    .toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** Decodes one of our stored PNGs to RGBA. */
export async function decodePng(png: Uint8Array): Promise<RgbaImage> {
  const { data, info } = await sharp(png, { limitInputPixels: MAX_INPUT_PIXELS })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return rgbaOf(data, info.width, info.height);
}

/**
 * An upload made fit to store: the format checked by its magic bytes, decoded whole
 * (a truncated or corrupt file is refused), turned upright by its EXIF orientation,
 * converted to sRGB from its embedded colour profile (sharp does it when decoding;
 * ingest.icc-to-srgb.test.ts holds it: both sides of a result show these pixels), flattened, scaled so the long side is WORKING_SIZE and re-encoded as a PNG without
 * any metadata (no EXIF, no GPS). With a known view, the photo is analysed once here.
 */
export async function ingestImage(
  bytes: Uint8Array,
  view: ViewType | null,
  engine: () => Promise<ThreadEngine>,
): Promise<IngestOutput> {
  if (!sniffImageType(bytes.subarray(0, 16))) {
    return {
      ok: false,
      error: 'unsupported_media_type',
      message: 'Only PNG and JPEG images are accepted',
    };
  }
  let decoded: { data: Buffer; info: { width: number; height: number } };
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });
    const meta = await source.metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    if (Math.min(width, height) < MIN_INPUT_SIDE) {
      return {
        ok: false,
        error: 'image_too_small',
        message: `The image must be at least ${MIN_INPUT_SIDE} pixels on each side`,
      };
    }
    decoded = await toWorkingPhoto(source);
  } catch {
    // The decoder's own text (libvips) says nothing useful to a patient and names our
    // internals: the answer carries our message only.
    return { ok: false, error: 'unreadable_image', message: UNREADABLE_IMAGE };
  }
  const image = rgbaOf(decoded.data, decoded.info.width, decoded.info.height);
  // The PNG encodes on libuv's threads while vision runs on this one.
  const encoding = encodePng(image);
  encoding.catch(() => undefined);
  /** The photo fit to store, with what vision made of it (none: not analysed). */
  const stored = async (
    analysis: Uint8Array | null = null,
    verdict: StoredAnalysis['verdict'] | null = null,
  ): Promise<IngestOutput> => ({
    ok: true,
    png: await encoding,
    width: image.width,
    height: image.height,
    analysis,
    verdict,
  });
  if (!view) return stored();
  let analysed: Awaited<ReturnType<ThreadEngine['analyze']>>;
  try {
    analysed = await (await engine()).analyze(image, view);
  } catch {
    // The photo is fine; the vision step is not (weights missing, a crash). Keep the
    // photo: the transform job analyses it again, with retries.
    return stored();
  }
  const { verdict, subject } = analysed;
  return stored(encodeAnalysis({ view, verdict, subject }), verdict);
}

/** Analyses one of our stored PNGs for a view: the encoded StoredAnalysis. */
export async function analyzeImage(
  png: Uint8Array,
  view: ViewType,
  engine: () => Promise<ThreadEngine>,
): Promise<Uint8Array> {
  const image = await decodePng(png);
  const analysed = await (await engine()).analyze(image, view);
  return encodeAnalysis({ view, verdict: analysed.verdict, subject: analysed.subject });
}

export type TransformOutput =
  | {
      readonly ok: true;
      /** Length of the full series. */
      readonly total: number;
      /** Where the series changes the photo (margin included), as shares of it. */
      readonly region: RegionOfInterest | null;
      readonly images: readonly {
        readonly index: number;
        readonly png: Uint8Array;
        readonly level: number;
        readonly implant_size_in_cc: number | null;
      }[];
    }
  | { readonly ok: false; readonly reason: string };

/**
 * The person in a render's photo: the sample model's known landmarks, the photo's stored
 * analysis for this view, or a fresh analysis; a photo without a usable person is a
 * stable reason, not an error.
 */
export async function resolveSubject(
  input: Pick<RenderRequest, 'subject' | 'analysis' | 'view'>,
  image: RgbaImage,
  engine: () => Promise<ThreadEngine>,
): Promise<{ ok: true; subject: SubjectAnalysis } | { ok: false; reason: string }> {
  if (input.subject) return { ok: true, subject: input.subject };
  const stored = input.analysis ? decodeAnalysis(input.analysis) : null;
  const analysis =
    stored && stored.view === input.view
      ? stored
      : { ...(await (await engine()).analyze(image, input.view)), view: input.view };
  if (!analysis.verdict.ok) return { ok: false, reason: analysis.verdict.reason };
  return { ok: true, subject: analysis.subject };
}

/**
 * Runs the engine on a stored photo and encodes its series of after images as PNGs,
 * each stamped 'SIMULATION' (simulation-mark.ts). The series encoder compresses the
 * stamped before once and, per image, only the rows the warp changed. The engine's
 * output is stamped in place once it is done with (the fidelity bench measures the
 * engine's own unmarked images).
 */
export async function renderTransform(
  input: TransformTask,
  engine: () => Promise<ThreadEngine>,
): Promise<TransformOutput> {
  const image = await decodePng(input.png);
  const subject = await resolveSubject(input, image, engine);
  if (!subject.ok) return subject;
  const result = (await engine()).simulate(
    { image, subject: subject.subject, procedure: input.procedure, view: input.view },
    input.share,
  );
  if (!result.ok) return { ok: false, reason: result.reason };
  const encoder = createSeriesPngEncoder(stampSimulationMark(image, result.region));
  const images = result.series.map((after) => ({
    index: after.index,
    // An after image sharing the before's pixels must not mark the before: copy it.
    png: encoder.encode(
      after.image.data.buffer === image.data.buffer
        ? stampSimulationMark(after.image, result.region)
        : stampSimulationMarkInPlace(after.image, result.region),
    ),
    level: after.level,
    implant_size_in_cc: after.implant_size_in_cc ?? null,
  }));
  return { ok: true, total: result.total, region: result.region, images };
}
