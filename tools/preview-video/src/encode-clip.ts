import { spawn, spawnSync } from 'node:child_process';

/**
 * The two encodings every preview ships in: H.264 in MP4 plays everywhere (iOS Safari
 * included), VP9 in WebM is smaller where browsers take it. The <video> lists WebM first.
 * CRFs give each clip of a still background and a slow change well under 300 KB.
 */
export const CLIP_FORMATS = {
  webm: [
    ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '32', '-deadline', 'good', '-cpu-used', '1'],
    ['-row-mt', '1', '-pix_fmt', 'yuv420p', '-f', 'webm'],
  ].flat(),
  mp4: [
    ['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '22', '-tune', 'stillimage'],
    // 4:2:0 as every hardware decoder takes it; the index first, so playback starts early.
    ['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-f', 'mp4'],
  ].flat(),
} as const;
export type ClipFormat = keyof typeof CLIP_FORMATS;

export function ffmpegAvailable(): boolean {
  return spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;
}

/** Encodes RGBA frames (width × height × 4 bytes each) into `path` with Debian's ffmpeg. */
export function encodeClip(
  frames: readonly Uint8Array[],
  size: { readonly width: number; readonly height: number },
  fps: number,
  format: ClipFormat,
  path: string,
): Promise<void> {
  const args = [
    ['-hide_banner', '-loglevel', 'error', '-y'],
    ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${size.width}x${size.height}`],
    ['-r', String(fps), '-i', 'pipe:0', '-an', ...CLIP_FORMATS[format], path],
  ].flat();
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    ffmpeg.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    ffmpeg.once('error', reject);
    ffmpeg.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg ${format} exited ${code}: ${errors}`)),
    );
    (async () => {
      for (const frame of frames) {
        if (!ffmpeg.stdin.write(frame)) {
          await new Promise((drained) => ffmpeg.stdin.once('drain', drained));
        }
      }
      ffmpeg.stdin.end();
    })().catch(reject);
  });
}
