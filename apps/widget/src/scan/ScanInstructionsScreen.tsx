import { GESTURES } from '@afterlook/domain';
import { type PointerEvent, useRef, useState } from 'react';
import { type MessageKey, useTranslation } from '../i18n/i18n.ts';
import { useRecordConsent } from '../session/consent.ts';
import { Button } from '../ui/Button.tsx';
import { ConsentLine } from '../ui/ConsentLine.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { CameraIcon, ChevronLeftIcon, InfoIcon, SparkleIcon } from '../ui/icons.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import { requestOrientationPermission } from './device-level.ts';
import { ModelDownload } from './ModelDownload.tsx';
import './scan-screens.css';

const SLIDES = [
  { id: 'sound', icon: SparkleIcon },
  { id: 'setup', icon: CameraIcon },
  { id: 'prepare', icon: InfoIcon },
] as const;

interface ScanInstructionsScreenProps {
  readonly brand: ClinicBrand;
  /** Continue to the scan (the device tilt for the level line is asked for first). */
  readonly onContinue: () => void;
  readonly onBack?: () => void;
}

/**
 * 'Scan Instructions' (docs/product/shared-screens.md): three tips in a carousel — volume on; camera on a
 * waist-high surface, bright space, empty background, phone camera; uncover the area,
 * face a light source. Swipe (over 50 px), the arrows or the dots move between them.
 * Meanwhile the pose model downloads, with its progress below. The consent line sits
 * above Continue: the scan's pictures are sent to make the simulation.
 */
export function ScanInstructionsScreen({ brand, onContinue, onBack }: ScanInstructionsScreenProps) {
  const { t } = useTranslation();
  const recordConsent = useRecordConsent();
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const go = (next: number) => setIndex(Math.min(SLIDES.length - 1, Math.max(0, next)));

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) > GESTURES.swipeThresholdPx) go(index + (dx < 0 ? 1 : -1));
  };
  const slide = SLIDES[index] ?? SLIDES[0];
  const Icon = slide.icon;
  const key = (part: 'title' | 'body') =>
    `scanScreens.instructions.slides.${slide.id}.${part}` as MessageKey;

  return (
    <ScreenFrame
      header={<Header clinic={brand} title={t('scanScreens.instructions.title')} onBack={onBack} />}
      actions={
        <ConsentLine>
          <Button
            block
            onClick={() => {
              // From the click: iOS only asks for the device tilt (the level line) in a gesture.
              void requestOrientationPermission();
              recordConsent();
              onContinue();
            }}
          >
            {t('shell.continue')}
          </Button>
        </ConsentLine>
      }
    >
      <section
        className="al-carousel"
        aria-roledescription="carousel"
        aria-label={t('scanScreens.instructions.title')}
      >
        <div
          className="al-carousel__viewport"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
          }}
        >
          <button
            type="button"
            className="al-carousel__arrow"
            aria-label={t('scanScreens.instructions.previous')}
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon width={22} height={22} />
          </button>
          <article
            className="al-carousel__slide"
            aria-roledescription="slide"
            aria-live="polite"
            aria-label={t('scanScreens.instructions.slideLabel', {
              index: index + 1,
              count: SLIDES.length,
            })}
          >
            <span className="al-icon-disc al-carousel__icon" aria-hidden="true">
              <Icon width={34} height={34} />
            </span>
            <h2 className="al-carousel__title">{t(key('title'))}</h2>
            <p className="al-carousel__body">{t(key('body'))}</p>
          </article>
          <button
            type="button"
            className="al-carousel__arrow al-carousel__arrow--next"
            aria-label={t('scanScreens.instructions.next')}
            disabled={index === SLIDES.length - 1}
            onClick={() => go(index + 1)}
          >
            <ChevronLeftIcon width={22} height={22} />
          </button>
        </div>
        <div className="al-carousel__dots">
          {SLIDES.map((item, dot) => (
            <button
              key={item.id}
              type="button"
              className="al-carousel__dot"
              aria-label={t('scanScreens.instructions.goToSlide', { index: dot + 1 })}
              aria-current={dot === index ? 'step' : undefined}
              onClick={() => go(dot)}
            />
          ))}
        </div>
      </section>
      <ModelDownload />
    </ScreenFrame>
  );
}
