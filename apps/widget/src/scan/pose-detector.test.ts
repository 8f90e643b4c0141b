import { POSE_DETECTION } from '@afterlook/pose';
import { describe, expect, it } from 'vitest';
import { detectionFrameSize } from './pose-detector.ts';

describe('the frame size poses are detected at', () => {
  it('shrinks a camera frame to the longer side the detection budget allows', () => {
    const side = POSE_DETECTION.frameMaxSide;
    expect(detectionFrameSize(1080, 1080)).toEqual({ width: side, height: side });
    expect(detectionFrameSize(1280, 720)).toEqual({
      width: side,
      height: Math.round((720 * side) / 1280),
    });
    expect(detectionFrameSize(720, 1280)).toEqual({
      width: Math.round((720 * side) / 1280),
      height: side,
    });
  });

  it('never enlarges a small frame', () => {
    expect(detectionFrameSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
});
