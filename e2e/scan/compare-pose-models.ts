/**
 * The scan's pose verdicts from MediaPipe's lite landmark network against the full one,
 * in headless Debian Chromium through the widget's own detector (pose-page.ts):
 *
 *   node e2e/scan/compare-pose-models.ts [--detections 30]
 *
 * - recorded frames: every sample-model render (front, back, torso, head) as the scan
 *   e2e test's fake camera shows it (480×480) at four sizes in the frame, plus the
 *   front → back → front turn that packages/pose's recorded fixtures hold; each still is
 *   held for a few detections (tracking settles) and judged against every view
 *   (judgePose): the verdicts agree when both are valid, or both name the same issue;
 * - fake-camera scan: the pose bench's swaying mannequin clip on Chromium's fake camera,
 *   detect time per frame (p50, p95) and the share of BODY_FRONT verdicts that are valid;
 * - load: loadPoseDetector from nothing (downloads from loopback) to a ready detector.
 *
 * Prints a Markdown report (docs/pose-model-lite-vs-full.md holds one).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PoseModelVariant } from '@afterlook/api';
import { VIEW_TYPES, type ViewType } from '@afterlook/domain';
import { judgePose, type PoseVerdict } from '@afterlook/pose';
import sharp from 'sharp';
import { openPoseHarness } from './pose-harness.ts';
import { imageFrame, writeSwayClip } from './y4m.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--detections');
const swayDetections = at >= 0 ? Number(args[at + 1]) : 30;
const repoRoot = resolve(import.meta.dirname, '../..');
const samples = join(repoRoot, 'assets/sample-models');
const SIZE = 480;
const SCALES = [0.5, 0.65, 0.8, 0.95];
const SETTLE = 3;
const PICTURES = [
  'BODY_FRONT/body-keisha',
  'BODY_FRONT/body-mei',
  'BODY_FRONT/body-nora',
  'BODY_BACK/back-carmen',
  'BODY_BACK/back-ingrid',
  'BODY_BACK/back-zoe',
  'TORSO_FRONT/torso-amara',
  'TORSO_FRONT/torso-lena',
  'TORSO_FRONT/torso-sofia',
  'HEAD_FRONT/head-aiko',
  'HEAD_FRONT/head-elena',
  'HEAD_FRONT/head-nia',
] as const;
const TURN = [
  ['BODY_FRONT/body-mei', 3],
  ['BODY_BACK/back-carmen', 3],
  ['BODY_FRONT/body-mei', 3],
] as const;

const work = await mkdtemp(join(tmpdir(), 'afterlook-pose-compare-'));
const clip = join(work, 'sway.y4m');
await writeSwayClip(clip, join(samples, 'BODY_FRONT/body-mei.png'));

const files: Record<string, Buffer> = {};
const fileOf = (picture: string, scale: number) => `${picture.replace('/', '--')}@${scale}.png`;
for (const picture of PICTURES) {
  for (const scale of SCALES) {
    const rgba = await imageFrame(join(samples, `${picture}.png`), SIZE, scale);
    files[fileOf(picture, scale)] = await sharp(rgba, {
      raw: { width: SIZE, height: SIZE, channels: 4 },
    })
      .png()
      .toBuffer();
  }
}

interface ModelRun {
  readonly loadMs: number;
  /** Frame name → verdict per view. */
  readonly verdicts: Map<string, Map<ViewType, PoseVerdict>>;
  readonly detectMs: number[];
  readonly swayValid: number;
  /** Detections after a head close-up before a whole body is judged valid BODY_FRONT. */
  readonly framesToRecover: number;
}

const judgeAll = (
  landmarks: Parameters<typeof judgePose>[0],
  frame: { width: number; height: number },
) => new Map(VIEW_TYPES.map((view) => [view, judgePose(landmarks, view, frame)] as const));

async function runModel(variant: PoseModelVariant): Promise<ModelRun> {
  const harness = await openPoseHarness({
    files,
    browserArgs: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const loaded = await harness.call('load', variant);
    if (!loaded.ok) throw new Error(`${variant} did not load: ${loaded.error}`);
    await harness.call('startCamera');
    await harness.call('detect', 5);
    const sway = await harness.call('detect', swayDetections);
    const verdicts = new Map<string, Map<ViewType, PoseVerdict>>();
    const stills = async (pictures: readonly string[]) => {
      for (const picture of pictures) {
        for (const scale of SCALES) {
          await harness.call('showPicture', `/pose-harness/files/${fileOf(picture, scale)}`);
          const last = (await harness.call('detect', SETTLE + 1)).at(-1);
          if (last) verdicts.set(`${picture} @${scale}`, judgeAll(last.landmarks, last.frame));
        }
      }
    };
    // As the recorded fixtures were made: the whole-body stills, then the turn (frame by
    // frame, tracking on), then the torso and head close-ups.
    await stills(PICTURES.filter((picture) => picture.startsWith('BODY_')));
    let step = 0;
    for (const [picture, frames] of TURN) {
      for (let i = 0; i < frames; i += 1) {
        await harness.call('showPicture', `/pose-harness/files/${fileOf(picture, 0.8)}`);
        const [run] = await harness.call('detect', 1);
        step += 1;
        if (run) verdicts.set(`turn ${step} ${picture}`, judgeAll(run.landmarks, run.frame));
      }
    }
    await stills(PICTURES.filter((picture) => !picture.startsWith('BODY_')));
    // A scene change no scan has (a head close-up, then a whole body at once): how long
    // each network's tracking stays on the old region.
    await harness.call('showPicture', `/pose-harness/files/${fileOf('BODY_FRONT/body-mei', 0.8)}`);
    const afterCut = await harness.call('detect', 10);
    const cutValid = afterCut.map(
      ({ landmarks, frame }) => judgePose(landmarks, 'BODY_FRONT', frame).valid,
    );
    return {
      loadMs: loaded.loadMs,
      verdicts,
      detectMs: sway.map(({ run }) => run.endMs - run.startMs),
      framesToRecover: cutValid.indexOf(true) === -1 ? cutValid.length : cutValid.indexOf(true),
      swayValid:
        sway.filter(({ landmarks, frame }) => judgePose(landmarks, 'BODY_FRONT', frame).valid)
          .length / sway.length,
    };
  } finally {
    await harness.close();
  }
}

const same = (a: PoseVerdict | undefined, b: PoseVerdict | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.valid === b.valid &&
  (a.valid || (!b.valid && a.issue === b.issue));
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ??
  0;

try {
  const full = await runModel('full');
  const lite = await runModel('lite');
  let pairs = 0;
  let agreeing = 0;
  let validAgreeing = 0;
  const disagreements: string[] = [];
  const byGroup = new Map<string, { pairs: number; agreeing: number }>();
  for (const [frame, fullVerdicts] of full.verdicts) {
    const liteVerdicts = lite.verdicts.get(frame);
    const group = frame.startsWith('turn') ? 'turn' : (frame.split('/')[0] as string);
    const tally = byGroup.get(group) ?? { pairs: 0, agreeing: 0 };
    for (const view of VIEW_TYPES) {
      const a = fullVerdicts.get(view);
      const b = liteVerdicts?.get(view);
      pairs += 1;
      tally.pairs += 1;
      if (a?.valid === b?.valid) validAgreeing += 1;
      if (same(a, b)) {
        agreeing += 1;
        tally.agreeing += 1;
      } else {
        const show = (v: PoseVerdict | undefined) => (v ? (v.valid ? 'valid' : v.issue) : 'none');
        disagreements.push(`| ${frame} | ${view} | ${show(a)} | ${show(b)} |`);
      }
    }
    byGroup.set(group, tally);
  }
  const lines = [
    `Frames: ${full.verdicts.size} (${PICTURES.length} renders × ${SCALES.length} sizes + ${TURN.reduce((n, [, f]) => n + f, 0)} turn frames), each judged against ${VIEW_TYPES.length} views: ${pairs} verdict pairs.`,
    '',
    `| | full | lite |`,
    `|---|---|---|`,
    `| load (download from loopback + start-up) | ${full.loadMs.toFixed(0)} ms | ${lite.loadMs.toFixed(0)} ms |`,
    `| detect p50 / p95, fake-camera sway clip | ${percentile(full.detectMs, 0.5).toFixed(1)} / ${percentile(full.detectMs, 0.95).toFixed(1)} ms | ${percentile(lite.detectMs, 0.5).toFixed(1)} / ${percentile(lite.detectMs, 0.95).toFixed(1)} ms |`,
    `| BODY_FRONT verdicts valid, sway clip | ${pct(full.swayValid, 1)} | ${pct(lite.swayValid, 1)} |`,
    `| detections until a whole body is judged after a head close-up (of 10) | ${full.framesToRecover} | ${lite.framesToRecover} |`,
    '',
    `Same verdict (valid, or the same issue): ${agreeing}/${pairs} = ${pct(agreeing, pairs)}; same valid/invalid: ${pct(validAgreeing, pairs)}.`,
    '',
    '| frames | same verdict |',
    '|---|---|',
    ...[...byGroup].map(
      ([group, t]) => `| ${group} | ${t.agreeing}/${t.pairs} = ${pct(t.agreeing, t.pairs)} |`,
    ),
    '',
    '| frame | view | full | lite |',
    '|---|---|---|---|',
    ...disagreements,
  ];
  console.log(lines.join('\n'));
} finally {
  await rm(work, { recursive: true, force: true });
}
