/**
 * Duration of a PCM WAV file in milliseconds, from its header: the `data` chunk's size
 * over the `fmt ` chunk's byte rate. Throws on anything that is not RIFF/WAVE, since the
 * only input is espeak-ng's own output and a surprise there is a bug worth stopping for.
 */
export function wavDurationMs(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (offset: number): string => String.fromCharCode(...wav.subarray(offset, offset + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file');
  }
  let byteRate: number | null = null;
  for (let offset = 12; offset + 8 <= wav.byteLength; ) {
    const size = view.getUint32(offset + 4, true);
    if (tag(offset) === 'fmt ') byteRate = view.getUint32(offset + 16, true);
    if (tag(offset) === 'data') {
      if (!byteRate) throw new Error('WAV data chunk before its fmt chunk');
      // espeak-ng may leave a streaming placeholder size; the bytes present are the truth.
      const bytes = Math.min(size, wav.byteLength - offset - 8);
      return Math.round((bytes / byteRate) * 1000);
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file without a data chunk');
}
