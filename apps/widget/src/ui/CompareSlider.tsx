import { DIVIDER, FOCUS_STAGE, snapDivider } from '@afterlook/domain';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import './compare-slider.css';

interface CompareSliderProps {
  readonly before: ReactNode;
  readonly after: ReactNode;
  /** Share of the after image shown, 0..1, at first. */
  readonly initial?: number;
  /** Blurs the after side (e.g. until the patient leaves their details). */
  readonly afterHidden?: boolean;
  /** The pictures' width / height, so the stage fits them (3:4 until known). */
  readonly aspectRatio?: number | null;
  /** Where both photos are drawn in the stage (a close-up); default: the whole stage. */
  readonly photoStyle?: CSSProperties;
  /**
   * Only a press near the divider drags it; a press elsewhere is left to the stage
   * around (zoom and pan). A press the divider takes stops there.
   */
  readonly grabFromDividerOnly?: boolean;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const KEY_STEP = 0.05;
const PAGE_STEP = 0.25;
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The before/after comparison (docs/product/shared-screens.md, state-machines.md#lead-forms): the after image over the before
 * image, cut at a draggable divider. The position (0..1) is the share of the after
 * image shown, from the right; at release it snaps to 1 above 0.5, else to 0, animated
 * over 1 s. The divider is a slider for keyboards (arrows, Page Up/Down, Home/End) and
 * screen readers; touch drags it horizontally and leaves vertical scrolling to the page.
 * 'Before' and 'After' labels show while their side is visible; the after side carries
 * a 'Simulation' mark in the stage's lower right corner, which no close-up crops.
 */
export function CompareSlider({
  before,
  after,
  initial = 0.5,
  afterHidden = false,
  aspectRatio = null,
  photoStyle,
  grabFromDividerOnly = false,
}: CompareSliderProps) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(clamp(initial));
  const stageRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const animation = useRef<number | null>(null);

  const stopAnimation = useCallback(() => {
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    animation.current = null;
  }, []);
  useEffect(() => stopAnimation, [stopAnimation]);

  const animateTo = (target: number) => {
    stopAnimation();
    const from = position;
    if (from === target) return;
    const started = performance.now();
    const frame = (now: number) => {
      const progress = Math.min(1, (now - started) / DIVIDER.snapAnimationMs);
      setPosition(from + (target - from) * easeOutCubic(progress));
      animation.current = progress < 1 ? requestAnimationFrame(frame) : null;
    };
    animation.current = requestAnimationFrame(frame);
  };

  const positionAt = (clientX: number): number => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return position;
    // The after image fills the right side: the divider at x shows (right - x) of it.
    return clamp((rect.right - clientX) / rect.width);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    if (grabFromDividerOnly) {
      const rect = stageRef.current?.getBoundingClientRect();
      const dividerX = rect ? rect.left + (1 - position) * rect.width : event.clientX;
      if (Math.abs(event.clientX - dividerX) > FOCUS_STAGE.dividerReachPx) return;
      event.stopPropagation();
    }
    stopAnimation();
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPosition(positionAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) setPosition(positionAt(event.clientX));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    animateTo(snapDivider(positionAt(event.clientX), DIVIDER.snapThreshold));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      // Left moves the divider left: more of the after image.
      ArrowLeft: position + KEY_STEP,
      ArrowDown: position - KEY_STEP,
      ArrowRight: position - KEY_STEP,
      ArrowUp: position + KEY_STEP,
      PageUp: position + PAGE_STEP,
      PageDown: position - PAGE_STEP,
      Home: 0,
      End: 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    stopAnimation();
    setPosition(clamp(next));
  };

  const percent = Math.round(position * 100);
  const dividerLeft = `${(1 - position) * 100}%`;
  return (
    <figure className="al-compare" aria-label={t('result.compareLabel')}>
      <div
        ref={stageRef}
        className={`al-compare__stage${grabFromDividerOnly ? ' al-compare__stage--focus' : ''}`}
        style={aspectRatio ? { aspectRatio: String(aspectRatio) } : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {/* Each side clipped to its own part: at the stage's rounded corners one photo
            alone is drawn, so the two sides agree there (the after over an antialiased
            before did not; issue 18). */}
        <div className="al-compare__layer" style={{ clipPath: `inset(0 ${position * 100}% 0 0)` }}>
          <div className="al-compare__photo" style={photoStyle}>
            {before}
          </div>
        </div>
        <div
          className={`al-compare__layer al-compare__layer--after${afterHidden ? ' al-compare__layer--hidden' : ''}`}
          style={{ clipPath: `inset(0 0 0 ${dividerLeft})` }}
        >
          <div className="al-compare__photo" style={photoStyle}>
            {after}
          </div>
          {/* In the after side's own clip but outside the photo's box: at the stage's
              corner at any zoom or pan, shown exactly where the after image is. */}
          <span className="al-compare__mark" aria-hidden="true">
            {t('result.simulationMark')}
          </span>
        </div>
        {position < 1 ? (
          <span className="al-compare__label al-compare__label--before" aria-hidden="true">
            {t('result.before')}
          </span>
        ) : null}
        {position > 0 ? (
          <span className="al-compare__label al-compare__label--after" aria-hidden="true">
            {t('result.after')}
          </span>
        ) : null}
        <div
          className="al-compare__divider"
          style={{ left: dividerLeft }}
          role="slider"
          tabIndex={0}
          aria-label={t('result.dividerLabel')}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('result.dividerValue', { percent })}
          onKeyDown={onKeyDown}
        >
          <span className="al-compare__handle" aria-hidden="true">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M9 6l-6 6 6 6M15 6l6 6-6 6" />
            </svg>
          </span>
        </div>
      </div>
    </figure>
  );
}
