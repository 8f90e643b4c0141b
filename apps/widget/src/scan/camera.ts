import { CAMERA } from '@afterlook/domain';

export type CameraResult =
  | { readonly ok: true; readonly stream: MediaStream }
  | { readonly ok: false; readonly reason: 'denied' | 'failed'; readonly error: string };

/**
 * The scan's camera (docs/product/limits.md): square (aspect 1), no audio, the front camera where
 * there is a choice, its size capped by the smaller side of the device's screen.
 * A refused permission is 'denied' (the camera access screen); anything else — no
 * camera, one in use, impossible constraints, no API — is 'failed' (the fallback view).
 */
export async function startCamera(): Promise<CameraResult> {
  if (!navigator.mediaDevices?.getUserMedia) {
    return { ok: false, reason: 'failed', error: 'getUserMedia is not available' };
  }
  const side = Math.round(
    Math.min(window.screen.width, window.screen.height) * (window.devicePixelRatio || 1),
  );
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: CAMERA.audio,
      video: {
        facingMode: 'user',
        aspectRatio: { ideal: CAMERA.aspectRatio },
        width: { ideal: side },
        height: { ideal: side },
      },
    });
    return { ok: true, stream };
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    const denied = name === 'NotAllowedError' || name === 'SecurityError';
    return { ok: false, reason: denied ? 'denied' : 'failed', error: String(error) };
  }
}

export const stopCamera = (stream: MediaStream | null): void => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The current frame as a PNG, unmirrored (the preview is mirrored; the photo is not). */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
