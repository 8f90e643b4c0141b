import { previewVideoUrls } from '@afterlook/api';
import { type Procedure, procedureDisplayName } from '@afterlook/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { PauseIcon, PlayIcon } from '../../ui/icons.tsx';

interface PreviewVideoProps {
  readonly procedure: Procedure;
  /** Neither encoding could be loaded (no clip for this procedure, or none playable). */
  readonly onUnavailable: () => void;
}

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The procedure's preview clip (tools/preview-video: a sample model looping before →
 * after): muted, looped and inline so phones play it without a tap, the before as its
 * poster. A loop that never ends needs a way to stop it (WCAG 2.2.2): the button
 * pauses and resumes it, and with reduced motion asked for it starts paused.
 */
export function PreviewVideo({ procedure, onUnavailable }: PreviewVideoProps) {
  const { t, language } = useTranslation();
  const urls = previewVideoUrls(procedure);
  const video = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // The property, not just the attribute, is what autoplay policies look at.
    element.muted = true;
    if (!playing) {
      element.pause();
      return;
    }
    // A refused play (a power-saving mode) leaves the poster and the play button.
    Promise.resolve()
      .then(() => element.play())
      .catch(() => setPlaying(false));
  }, [playing]);

  return (
    <div className="al-scan-flow__video">
      <video
        ref={video}
        aria-label={t('scanScreens.capture.previewAlt', {
          procedure: procedureDisplayName(procedure, language),
        })}
        poster={urls.poster}
        muted
        loop
        playsInline
        autoPlay={playing}
        preload="auto"
        disablePictureInPicture
      >
        <source src={urls.webm} type="video/webm" />
        {/* The last source failing means no encoding could play. */}
        <source src={urls.mp4} type="video/mp4" onError={onUnavailable} />
      </video>
      <button
        type="button"
        className="al-scan-flow__video-toggle"
        onClick={() => setPlaying((value) => !value)}
      >
        {playing ? <PauseIcon width={14} height={14} /> : <PlayIcon width={14} height={14} />}
        {playing ? t('onboardingScan.pausePreview') : t('onboardingScan.playPreview')}
      </button>
    </div>
  );
}
