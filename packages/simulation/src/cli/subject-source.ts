import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, parse } from 'node:path';
import type {
  BodyLandmarks,
  FaceLandmarks,
  Landmark,
  PersonMask,
  RgbaImage,
  SubjectAnalysis,
  ViewType,
} from '@afterlook/domain';
import sharp from 'sharp';

export type SubjectSource =
  | { readonly ok: true; readonly subject: SubjectAnalysis; readonly from: string }
  | { readonly ok: false; readonly message: string };

/**
 * The landmarks and mask for a photo: a sample model's own ground truth when a
 * `.json` sits beside it (mask from `<name>.mask.png` or the json's `mask` path),
 * otherwise the vision package's detectors.
 */
export async function subjectFor(
  photoPath: string,
  image: RgbaImage,
  view: ViewType,
  modelDir: string | undefined,
): Promise<SubjectSource> {
  const { dir, name } = parse(photoPath);
  const jsonPath = join(dir, `${name}.json`);
  if (existsSync(jsonPath)) return sampleModelSubject(jsonPath, image);
  return visionSubject(image, view, modelDir);
}

async function sampleModelSubject(jsonPath: string, image: RgbaImage): Promise<SubjectSource> {
  const json: unknown = JSON.parse(await readFile(jsonPath, 'utf8'));
  if (!isRecord(json)) return { ok: false, message: `${jsonPath} is not a JSON object` };
  const body = landmarkList(json.landmarks ?? json.body, image);
  const face = faceLandmarks(json.face, image);
  const maskPath = candidateMaskPaths(jsonPath, json).find((p) => existsSync(p));
  const mask = maskPath ? await readMask(maskPath) : null;
  return {
    ok: true,
    subject: { body, mask, face },
    from: `${jsonPath}${maskPath ? ` + ${maskPath}` : ''}`,
  };
}

function candidateMaskPaths(jsonPath: string, json: Record<string, unknown>): string[] {
  const { dir, name } = parse(jsonPath);
  const paths = [join(dir, `${name}.mask.png`), join(dir, `${name}-mask.png`)];
  if (typeof json.mask === 'string') paths.unshift(join(dirname(jsonPath), json.mask));
  return paths;
}

async function readMask(path: string): Promise<PersonMask> {
  const { data, info } = await sharp(path)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

/** 33 landmarks in pixels (normalised 0..1 coordinates are scaled to the image). */
function landmarkList(value: unknown, image: RgbaImage): BodyLandmarks | null {
  const list = landmarks(value, image);
  return list && list.length === 33 ? list : null;
}

function faceLandmarks(value: unknown, image: RgbaImage): FaceLandmarks | null {
  if (!isRecord(value)) return null;
  const outerLips = landmarks(value.outerLips, image);
  const innerLips = landmarks(value.innerLips, image);
  if (!outerLips || !innerLips) return null;
  return { points: landmarks(value.points, image) ?? [], outerLips, innerLips };
}

function landmarks(value: unknown, image: RgbaImage): Landmark[] | null {
  if (!Array.isArray(value)) return null;
  const points: Landmark[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.x !== 'number' || typeof item.y !== 'number') return null;
    const visibility = typeof item.visibility === 'number' ? item.visibility : 1;
    points.push({ x: item.x, y: item.y, visibility });
  }
  const normalised = points.every((p) => Math.abs(p.x) <= 1.5 && Math.abs(p.y) <= 1.5);
  return normalised
    ? points.map((p) => ({ ...p, x: p.x * image.width, y: p.y * image.height }))
    : points;
}

/** The vision package's detectors; a clear message when they (or their models) are missing. */
async function visionSubject(
  image: RgbaImage,
  view: ViewType,
  modelDir: string | undefined,
): Promise<SubjectSource> {
  const specifier = '@afterlook/vision';
  let vision: unknown;
  try {
    const mod: unknown = await import(specifier);
    const create = isRecord(mod) ? mod.createVision : undefined;
    if (typeof create !== 'function') throw new Error('createVision is not exported');
    vision = await create(modelDir ? { modelDir } : {});
  } catch (error) {
    return {
      ok: false,
      message:
        `no landmarks for this photo: there is no .json beside it and the vision models could not be loaded ` +
        `(${error instanceof Error ? error.message : String(error)}). Fetch the models first ` +
        `(see packages/vision/README.md) or pass --models <dir>.`,
    };
  }
  const analyze = isRecord(vision) ? vision.analyze : undefined;
  if (typeof analyze !== 'function')
    return { ok: false, message: 'vision.analyze is not available' };
  // VisionResult: the SubjectAnalysis itself (body, mask, face) plus the view verdict.
  const analysis: unknown = await analyze.call(vision, image, view);
  if (!isRecord(analysis) || !('body' in analysis) || !('mask' in analysis)) {
    return { ok: false, message: 'vision returned no subject analysis' };
  }
  const subject = analysis as unknown as SubjectAnalysis;
  const verdict =
    analysis.verdict === undefined ? '' : ` (verdict: ${JSON.stringify(analysis.verdict)})`;
  return { ok: true, subject, from: `packages/vision${verdict}` };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
