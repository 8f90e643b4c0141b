import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import type { DownloadProgress } from './fetch-with-progress.ts';
import { preparePoseDetector, watchPoseDownload } from './prepare-pose-detector.ts';

/**
 * Starts the page's pose detector while the scan instructions show (the carousel hides
 * the wait) and says how far its download is: 'Downloading AI Model.' with a
 * percentage, gone once the detector is ready (a cached copy: at once).
 */
export function ModelDownload() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let left = false;
    const stopWatching = watchPoseDownload(setProgress);
    preparePoseDetector().then((result) => {
      // A failure shows on the scan screen, with its 'Try again'.
      if (!left && result.ok) setReady(true);
    });
    return () => {
      left = true;
      stopWatching();
    };
  }, []);
  if (ready) return null;
  const percent =
    progress && progress.totalBytes > 0
      ? Math.min(100, Math.round((progress.loadedBytes / progress.totalBytes) * 100))
      : null;
  return (
    <div className="al-model-download" role="status">
      <span>{t('scanScreens.scan.downloadingModel')}</span>
      {percent === null ? null : (
        <span> {t('scanScreens.scan.downloadProgress', { percent })}</span>
      )}
      <progress
        className="al-scan__progress"
        max={100}
        value={percent ?? undefined}
        aria-label={t('scanScreens.scan.downloadingModel')}
      />
    </div>
  );
}
