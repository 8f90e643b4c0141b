import { describe, expect, it } from 'vitest';
import { wavDurationMs } from './wav-duration.ts';

/** A mono 16-bit PCM WAV of `samples` silent samples at `rate` Hz. */
function wav(rate: number, samples: number): Uint8Array {
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (const [i, char] of [...text].entries()) bytes[offset + i] = char.charCodeAt(0);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  return bytes;
}

describe('wavDurationMs', () => {
  it('reads the duration from the header: 22050 samples at 22050 Hz is 1000 ms', () => {
    expect(wavDurationMs(wav(22_050, 22_050))).toBe(1000);
    expect(wavDurationMs(wav(22_050, 11_025))).toBe(500);
  });
  it('rejects a file that is not a WAV', () => {
    expect(() => wavDurationMs(new TextEncoder().encode('ID3 not a wave file'))).toThrow(
      'Not a RIFF/WAVE file',
    );
  });
});
