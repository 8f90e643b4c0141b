import { FOCUS_STAGE, type RegionOfInterest } from '@afterlook/domain';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { CompareSlider } from '../ui/CompareSlider.tsx';
import {
  clampView,
  FULL_VIEW,
  interpolateView,
  isZoomed,
  keyMovesView,
  maxZoom,
  panBy,
  photoBox,
  regionView,
  type StageFrame,
  type StageView,
  sameView,
  viewForKey,
  zoomAround,
} from './stage-view.ts';
import './focus-stage.css';

export interface FocusStageProps {
  /** The server's normalised photo (the same pixels the after images were made from). */
  readonly beforeUrl: string;
  readonly afterUrl: string;
  readonly beforeAlt: string;
  readonly afterAlt: string;
  /** Where the simulation changes the photo; null: no close-up (an older server). */
  readonly region: RegionOfInterest | null;
  /** The after side veiled until the lead is in; the close-up opens when it lifts. */
  readonly afterHidden: boolean;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;
const WHEEL_ZOOM_PER_PX = Math.log(FOCUS_STAGE.zoomStep) / 100;
const LINE_PX = 16;

const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The result's before/after stage with a close-up (issue 18): both photos are drawn in
 * one box (stage-view.ts decides it), so they match pixel for pixel outside the change.
 * It opens on the region of interest, moving there from the full photo; 'Close-up' /
 * 'Full photo' switch, pinch, wheel, +/− and a drag zoom and move the photo. Only a
 * press near the divider moves the divider, so the two never fight.
 */
export function FocusStage({
  beforeUrl,
  afterUrl,
  beforeAlt,
  afterAlt,
  region,
  afterHidden,
}: FocusStageProps) {
  const { t } = useTranslation();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [stageSize, setStageSize] = useState<{ width: number; height: number } | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [view, setView] = useState<StageView>(FULL_VIEW);
  const frame: StageFrame | null =
    stageSize && natural
      ? {
          stageWidth: stageSize.width,
          stageHeight: stageSize.height,
          imageWidth: natural.width,
          imageHeight: natural.height,
        }
      : null;
  const shown = frame ? clampView(frame, view) : FULL_VIEW;
  const closeUp = frame && region ? regionView(frame, region) : null;

  // Handlers read the latest frame and view without being rebuilt on each frame.
  const latest = useRef({ frame, shown });
  latest.current = { frame, shown };
  const animation = useRef<number | null>(null);
  const stopAnimation = useCallback(() => {
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    animation.current = null;
  }, []);
  useEffect(() => stopAnimation, [stopAnimation]);

  /** The patient is on the close-up (it opened there, or they chose it): it follows the stage's size. */
  const onCloseUp = useRef(false);
  const moveTo = useCallback(
    (target: StageView) => {
      onCloseUp.current = false;
      stopAnimation();
      const from = latest.current.shown;
      if (reducedMotion() || sameView(from, target)) {
        setView(target);
        return;
      }
      const started = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - started) / FOCUS_STAGE.openAnimationMs);
        setView(interpolateView(from, target, easeOutCubic(progress)));
        animation.current = progress < 1 ? requestAnimationFrame(step) : null;
      };
      animation.current = requestAnimationFrame(step);
    },
    [stopAnimation],
  );

  /** A gesture's change of view: it stops the animation and stays within limits. */
  const showCloseUp = useCallback(
    (target: StageView) => {
      moveTo(target);
      onCloseUp.current = true;
    },
    [moveTo],
  );

  const change = useCallback(
    (next: (frame: StageFrame, view: StageView) => StageView) => {
      const current = latest.current;
      if (!current.frame) return;
      onCloseUp.current = false;
      stopAnimation();
      setView(next(current.frame, current.shown));
    },
    [stopAnimation],
  );

  // The stage's size in CSS pixels, followed as the screen turns or resizes.
  useLayoutEffect(() => {
    const stage = wrapperRef.current?.querySelector<HTMLElement>('.al-compare__stage');
    if (!stage) return;
    const measure = () => {
      const { width, height } = stage.getBoundingClientRect();
      if (width > 0 && height > 0)
        setStageSize((known) => sameSize(known, width, height) ?? { width, height });
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);

  // Opens on the close-up once the after side is unveiled: the patient sees the move.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || afterHidden || !closeUp) return;
    opened.current = true;
    showCloseUp(closeUp);
  }, [afterHidden, closeUp, showCloseUp]);

  // A stage that settles after its photo loads (the landing's example sizes itself to
  // it) moves the close-up: a patient on it stays on it.
  useEffect(() => {
    if (!onCloseUp.current || !closeUp || animation.current !== null) return;
    setView((current) => (sameView(current, closeUp) ? current : closeUp));
  }, [closeUp]);

  // Wheel zoom around the pointer; at the full photo a wheel down still scrolls the page.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onWheel = (event: WheelEvent) => {
      const current = latest.current;
      if (!current.frame) return;
      const delta = event.deltaY * (event.deltaMode === 1 ? LINE_PX : 1);
      const factor = Math.exp(-delta * WHEEL_ZOOM_PER_PX);
      if (factor <= 1 && !isZoomed(current.shown)) return;
      event.preventDefault();
      const anchor = anchorOf(wrapper, event.clientX, event.clientY);
      change((frame, view) => zoomAround(frame, view, factor, anchor));
    };
    wrapper.addEventListener('wheel', onWheel, { passive: false });
    return () => wrapper.removeEventListener('wheel', onWheel);
  }, [change]);

  // Pointers the stage follows (the divider keeps its own): one pans, two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const tracked = pointers.current;
    const previous = tracked.get(event.pointerId);
    if (!previous) return;
    const point = { x: event.clientX, y: event.clientY };
    const other = [...tracked].find(([id]) => id !== event.pointerId)?.[1];
    tracked.set(event.pointerId, point);
    const rect = stageRect(event.currentTarget);
    if (!rect) return;
    if (!other) {
      if (!isZoomed(latest.current.shown)) return;
      change((frame, view) =>
        panBy(
          frame,
          view,
          (point.x - previous.x) / rect.width,
          (point.y - previous.y) / rect.height,
        ),
      );
      return;
    }
    const before = Math.hypot(previous.x - other.x, previous.y - other.y);
    const after = Math.hypot(point.x - other.x, point.y - other.y);
    if (before < 1) return;
    const middleBefore = { x: (previous.x + other.x) / 2, y: (previous.y + other.y) / 2 };
    const middleAfter = { x: (point.x + other.x) / 2, y: (point.y + other.y) / 2 };
    const anchor = {
      x: (middleBefore.x - rect.left) / rect.width,
      y: (middleBefore.y - rect.top) / rect.height,
    };
    change((frame, view) =>
      panBy(
        frame,
        zoomAround(frame, view, after / before, anchor),
        (middleAfter.x - middleBefore.x) / rect.width,
        (middleAfter.y - middleBefore.y) / rect.height,
      ),
    );
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const zoomBy = (factor: number) => change((frame, view) => zoomAround(frame, view, factor));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The divider inside has its own keys.
    if (event.target !== event.currentTarget) return;
    const key = event.key;
    if (key === '0') moveTo(FULL_VIEW);
    else if (keyMovesView(key)) change((frame, view) => viewForKey(frame, view, key));
    else return;
    event.preventDefault();
  };

  const zoomed = isZoomed(shown);
  const box = frame ? photoBox(frame, shown) : null;
  const photoStyle = box
    ? {
        left: `${box.left}px`,
        top: `${box.top}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      }
    : undefined;
  const atCloseUp = closeUp !== null && sameView(shown, closeUp);
  const onBeforeLoad = (image: HTMLImageElement) => {
    const { naturalWidth: width, naturalHeight: height } = image;
    if (width > 0 && height > 0)
      setNatural((known) => sameSize(known, width, height) ?? { width, height });
  };

  return (
    <div className="al-focus">
      {/* biome-ignore lint/a11y/useSemanticElements: a photo is no <fieldset>; the group names what its keys do */}
      <div
        ref={wrapperRef}
        className="al-focus__viewport"
        role="group"
        aria-label={t('result.stageLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keys zoom and move the photo
        tabIndex={0}
        style={{ touchAction: zoomed ? 'none' : 'pan-y' }}
        data-zoom={shown.zoom.toFixed(3)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <CompareSlider
          before={
            <img
              src={beforeUrl}
              alt={beforeAlt}
              draggable={false}
              ref={(image) => {
                if (image?.complete) onBeforeLoad(image);
              }}
              onLoad={({ currentTarget }) => onBeforeLoad(currentTarget)}
            />
          }
          after={<img src={afterUrl} alt={afterAlt} draggable={false} />}
          afterHidden={afterHidden}
          aspectRatio={natural ? natural.width / natural.height : null}
          photoStyle={photoStyle}
          grabFromDividerOnly
        />
      </div>
      <div className="al-focus__bar">
        {closeUp ? (
          <div className="al-focus__toggle">
            <button type="button" aria-pressed={atCloseUp} onClick={() => showCloseUp(closeUp)}>
              {t('result.closeUp')}
            </button>
            <button type="button" aria-pressed={!zoomed} onClick={() => moveTo(FULL_VIEW)}>
              {t('result.fullPhoto')}
            </button>
          </div>
        ) : null}
        <div className="al-focus__zoom">
          <button
            type="button"
            aria-label={t('result.zoomOut')}
            disabled={!zoomed}
            onClick={() => zoomBy(1 / FOCUS_STAGE.zoomStep)}
          >
            −
          </button>
          <button
            type="button"
            aria-label={t('result.zoomIn')}
            disabled={!frame || shown.zoom >= maxZoom(frame) - 0.001}
            onClick={() => zoomBy(FOCUS_STAGE.zoomStep)}
          >
            +
          </button>
        </div>
      </div>
    </div>
  );
}

/** The size already known when it is unchanged (no render for nothing), else null. */
const sameSize = <T extends { width: number; height: number }>(
  known: T | null,
  width: number,
  height: number,
): T | null => (known && known.width === width && known.height === height ? known : null);

const stageRect = (wrapper: HTMLElement): DOMRect | null => {
  const rect = wrapper.querySelector('.al-compare__stage')?.getBoundingClientRect();
  return rect && rect.width > 0 && rect.height > 0 ? rect : null;
};

const anchorOf = (wrapper: HTMLElement, x: number, y: number) => {
  const rect = stageRect(wrapper);
  return rect
    ? { x: (x - rect.left) / rect.width, y: (y - rect.top) / rect.height }
    : { x: 0.5, y: 0.5 };
};
