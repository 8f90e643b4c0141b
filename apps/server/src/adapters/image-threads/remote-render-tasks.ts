import type { Landmark, RegionOfInterest } from '@afterlook/domain';
import sharp from 'sharp';
import type { RenderRequest } from '../../ports/simulation-engine.ts';
import type { ThreadEngine } from './create-thread-engine.ts';
import { decodePng, encodePng, MAX_INPUT_PIXELS, resolveSubject } from './image-tasks.ts';
import { stampSimulationMark } from './simulation-mark.ts';

/**
 * What a remote engine (docs/gpu-engine.md) needs to render a photo's series as ours
 * would: the person found in it, the levels of the series and where it changes.
 */
export type RenderPlan =
  | {
      readonly ok: true;
      readonly width: number;
      readonly height: number;
      readonly body: readonly Landmark[] | null;
      readonly face: {
        readonly points: readonly Landmark[];
        readonly outerLips: readonly Landmark[];
        readonly innerLips: readonly Landmark[];
      } | null;
      /** The person's segmentation as a one-channel PNG (255 = person), if found. */
      readonly maskPng: Uint8Array | null;
      readonly steps: readonly {
        readonly level: number;
        readonly implant_size_in_cc: number | null;
      }[];
      readonly region: RegionOfInterest | null;
    }
  | { readonly ok: false; readonly reason: string };

export async function planRender(
  input: RenderRequest,
  engine: () => Promise<ThreadEngine>,
): Promise<RenderPlan> {
  const image = await decodePng(input.png);
  const found = await resolveSubject(input, image, engine);
  if (!found.ok) return found;
  const { subject } = found;
  const plan = (await engine()).plan({
    image,
    subject,
    procedure: input.procedure,
    view: input.view,
  });
  if (!plan.ok) return plan;
  const mask = subject.mask;
  const maskPng = mask
    ? new Uint8Array(
        await sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
          .png()
          .toBuffer(),
      )
    : null;
  return {
    ok: true,
    width: image.width,
    height: image.height,
    body: subject.body,
    face: subject.face,
    maskPng,
    steps: plan.steps.map((step) => ({
      level: step.level,
      implant_size_in_cc: step.implant_size_in_cc ?? null,
    })),
    region: plan.region,
  };
}

/**
 * A remote engine's after image made ours: decoded whole (a truncated or foreign file
 * is refused), the same size as the photo, stamped 'SIMULATION' and re-encoded without
 * metadata, exactly as our own renders are stored.
 */
export async function finishRemoteImage(task: {
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
}): Promise<
  { readonly ok: true; readonly png: Uint8Array } | { readonly ok: false; readonly reason: string }
> {
  let image: Awaited<ReturnType<typeof decodePng>>;
  try {
    const meta = await sharp(task.png, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== 'png') return { ok: false, reason: 'not_a_png' };
    image = await decodePng(task.png);
  } catch {
    return { ok: false, reason: 'unreadable_image' };
  }
  if (image.width !== task.width || image.height !== task.height) {
    return { ok: false, reason: 'size_mismatch' };
  }
  return { ok: true, png: await encodePng(stampSimulationMark(image)) };
}
