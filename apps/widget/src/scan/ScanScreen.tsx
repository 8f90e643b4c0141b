import { PRODUCT_EVENT_PROPERTIES, SCAN_TIMING, type ViewType } from '@afterlook/domain';
import { voicePromptForView } from '@afterlook/pose';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isFaceIssue } from '../face-check/face-verdict.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { useClinic } from '../session/widget-env.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { SoundOffIcon, SoundOnIcon } from '../ui/icons.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { PoseOutline } from '../visualize/PoseOutline.tsx';
import { CameraAccessScreen } from './CameraAccessScreen.tsx';
import { captureFrame } from './camera.ts';
import {
  type CaptureContext,
  type CapturedView,
  captureMachine,
  currentView,
  faceCheckRuns,
  frameVerdict,
  isLevel,
  voicePromptForScanIssue,
} from './capture-machine.ts';
import { ScanErrorScreen } from './ScanErrorScreen.tsx';
import { ScanReview } from './ScanReview.tsx';
import { useFaceJudging } from './use-face-judging.ts';
import { useCamera, useDeviceLevel, usePoseDetector, usePoseJudging } from './use-scan-devices.ts';
import { createVoicePlayer } from './voice-player.ts';
import './scan-screens.css';

interface ScanScreenProps {
  readonly brand: ClinicBrand;
  /** Poses to capture in order (posesForProcedure without its end marker). */
  readonly poses: readonly ViewType[];
  /** Continue on the review: the images with their view types. */
  readonly onComplete: (captures: readonly CapturedView[]) => void;
  readonly onUseUpload?: () => void;
  readonly onBack?: () => void;
}

type Phase =
  | 'camera'
  | 'placing'
  | 'waitingModel'
  | 'judging'
  | 'stayStill'
  | 'countdown'
  | 'capturing'
  | 'review'
  | 'denied'
  | 'failed'
  | 'done';

function phaseOf(value: unknown): Phase {
  if (typeof value === 'string') return value as Phase;
  const posing = (value as { posing?: unknown }).posing;
  if (posing !== undefined) {
    const step = typeof posing === 'string' ? posing : Object.keys(posing as object)[0];
    return step === 'locked' ? 'capturing' : ((step ?? 'judging') as Phase);
  }
  return 'placing';
}

/**
 * The guided body scan (docs/product/state-machines.md#capture-flow): the live mirrored preview, the level line while
 * the phone is placed, the pose overlay (valid / invalid), the instruction, the
 * countdown and its flash; then the review. The capture machine decides; this screen
 * wires camera, detector, orientation and voice to it.
 */
export function ScanScreen({ brand, poses, onComplete, onUseUpload, onBack }: ScanScreenProps) {
  const { t, language } = useTranslation();
  const { analytics } = useClinic();
  const actor = useActorRef(captureMachine, { input: { poses } });
  const phase = useSelector(actor, (snapshot) => phaseOf(snapshot.value));
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const status = useSelector(actor, (snapshot) => snapshot.status);
  const output = useSelector(actor, (snapshot) => snapshot.output);
  const video = useRef<HTMLVideoElement | null>(null);
  const voice = useMemo(() => createVoicePlayer(language), [language]);
  const [flash, setFlash] = useState(0);
  const view = currentView(context);

  // The camera runs while the live view shows (not on the review or an error screen).
  const live = !['denied', 'failed', 'review', 'done'].includes(phase);
  useCamera(actor, video, live);
  const detector = usePoseDetector(actor, context.model.status !== 'ERROR');
  useDeviceLevel(actor);
  const judging = ['judging', 'stayStill', 'countdown'].includes(phase);
  usePoseJudging(actor, video, detector, judging ? view : null);
  useFaceJudging(actor, video, poses, judging ? view : null);

  useEffect(() => {
    const subscriptions = [
      actor.on('speak', ({ prompt }) => voice.play(prompt)),
      actor.on('flash', () => setFlash((count) => count + 1)),
      actor.on('capture', async () => {
        const element = video.current;
        const image = element ? await captureFrame(element) : null;
        actor.send(image ? { type: 'frame.captured', image } : { type: 'camera.failed' });
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      voice.stop();
    };
  }, [actor, voice]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    analytics.track('Photo Capture Started');
  }, [analytics]);

  // Once per finished scan, whatever the parent passes as onComplete between renders.
  const completed = useRef(false);
  useEffect(() => {
    if (status !== 'done' || !output || completed.current) return;
    completed.current = true;
    analytics.track('Photo Capture Finished', {
      [PRODUCT_EVENT_PROPERTIES.views]: output.captures.length,
    });
    onComplete(output.captures);
  }, [status, output, onComplete, analytics]);

  const retry = () => actor.send({ type: 'retry' });
  if (phase === 'denied') {
    return (
      <CameraAccessScreen brand={brand} onRetry={retry} onUseUpload={onUseUpload} onBack={onBack} />
    );
  }
  if (phase === 'failed') {
    return (
      <ScanErrorScreen
        brand={brand}
        failure={context.failure ?? 'camera'}
        onRetry={retry}
        onUseUpload={onUseUpload}
        onBack={onBack}
      />
    );
  }
  if (phase === 'review' || phase === 'done') {
    return (
      <ScanReview
        brand={brand}
        poses={context.poses}
        captures={context.captures}
        onRetake={(viewType) => actor.send({ type: 'retake', viewType })}
        onContinue={() => actor.send({ type: 'continue' })}
        onBack={onBack}
      />
    );
  }

  const soundOn = context.soundOn;
  return (
    <ScreenFrame
      header={<Header clinic={brand} title={t('scanScreens.scan.title')} onBack={onBack} />}
    >
      <div className="al-scan" data-phase={phase} data-face={faceState(context)}>
        <div className="al-scan__stage">
          <video
            ref={video}
            className="al-scan__video"
            aria-label={t('scanScreens.scan.preview')}
            playsInline
            muted
            autoPlay
          />
          {phase === 'placing' ? <LevelLine level={context.level} /> : null}
          {judging && view ? (
            <div
              className="al-scan__overlay"
              data-valid={frameVerdict(context).valid ? 'true' : 'false'}
              data-judged={context.verdict ? 'true' : 'false'}
              aria-hidden="true"
            >
              <PoseOutline view={view} className="al-scan__outline" />
            </div>
          ) : null}
          {context.countdown !== null ? (
            <output
              className="al-scan__countdown"
              aria-label={t('scanScreens.scan.countdownLabel', { seconds: context.countdown })}
            >
              {context.countdown}
            </output>
          ) : null}
          {flash > 0 ? <div key={flash} className="al-scan__flash" aria-hidden="true" /> : null}
          {phase === 'camera' ? (
            <div className="al-photo-overlay">
              <Spinner />
              <p>{t('scanScreens.scan.startingCamera')}</p>
            </div>
          ) : null}
        </div>
        <Instruction context={context} phase={phase} />
        <button
          type="button"
          className="al-scan__sound"
          aria-pressed={soundOn}
          onClick={() => actor.send({ type: 'sound.toggle' })}
        >
          {soundOn ? (
            <SoundOnIcon width={18} height={18} />
          ) : (
            <SoundOffIcon width={18} height={18} />
          )}
          {t('scanScreens.scan.soundOn')}
        </button>
      </div>
    </ScreenFrame>
  );
}

/** The face check's state on the live view (tests and support read it): off, pending, ok or its issue. */
function faceState(context: CaptureContext): string {
  if (!faceCheckRuns(context)) return 'off';
  const verdict = context.faceVerdict;
  if (verdict === null) return 'pending';
  return verdict.ok ? 'ok' : verdict.issue;
}

function LevelLine({ level }: { level: number | null }) {
  const { t } = useTranslation();
  const ok = isLevel(level);
  // Where the line sits: the tilt's distance from upright, centred when level or unknown.
  const offset = level === null ? 0 : (level - 0.5) * 200;
  return (
    <>
      <div
        className="al-scan__level"
        data-ok={ok ? 'true' : 'false'}
        aria-hidden="true"
        style={{ transform: `translateY(${offset}%)` }}
      />
      <meter
        className="al-visually-hidden"
        min={0}
        max={1}
        low={SCAN_TIMING.levelWindow.min}
        high={SCAN_TIMING.levelWindow.max}
        optimum={0.5}
        value={level ?? 0.5}
        aria-label={t('scanScreens.scan.levelLabel')}
      >
        {ok ? t('scanScreens.scan.levelOk') : null}
      </meter>
    </>
  );
}

function Instruction({ context, phase }: { context: CaptureContext; phase: Phase }) {
  const { t } = useTranslation();
  const view = currentView(context);
  const text = (() => {
    switch (phase) {
      case 'camera':
        return t('scanScreens.scan.startingCamera');
      case 'placing':
        return t('scan.prompts.placeDevice');
      case 'waitingModel':
        return t('scanScreens.scan.downloadingModel');
      case 'stayStill':
      case 'countdown':
      case 'capturing':
        return t('scan.prompts.perfectStayStill');
      default: {
        const verdict = frameVerdict(context);
        // A face issue reads as its spoken hint; a pose issue as the pose section says it.
        if (!verdict.valid && verdict.issue !== null) {
          return isFaceIssue(verdict.issue)
            ? t(`scan.prompts.${voicePromptForScanIssue(verdict.issue)}`)
            : t(`pose.issues.${verdict.issue}`);
        }
        return view ? t(`scan.prompts.${voicePromptForView(view)}`) : '';
      }
    }
  })();
  const { model } = context;
  const percent =
    model.status === 'loading' && model.totalBytes > 0
      ? Math.round((model.loadedBytes / model.totalBytes) * 100)
      : null;
  return (
    <div className="al-scan__instruction" aria-live="polite">
      <p className="al-scan__text">{text}</p>
      {phase === 'waitingModel' ? (
        <progress
          className="al-scan__progress"
          max={100}
          value={percent ?? undefined}
          aria-label={t('scanScreens.scan.downloadingModel')}
        >
          {percent === null ? null : t('scanScreens.scan.downloadProgress', { percent })}
        </progress>
      ) : null}
    </div>
  );
}
