import { GESTURES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { isEdgeTouch } from './use-edge-touch-guard.ts';

describe('edge touch guard (docs/product/state-machines.md#chat-flows, limits.md)', () => {
  it('blocks touch starts within 20 px of either edge, and only those', () => {
    expect(GESTURES.edgeGuardPx).toBe(20);
    expect(isEdgeTouch(0, 390)).toBe(true);
    expect(isEdgeTouch(19, 390)).toBe(true);
    expect(isEdgeTouch(20, 390)).toBe(false);
    expect(isEdgeTouch(195, 390)).toBe(false);
    expect(isEdgeTouch(370, 390)).toBe(false);
    expect(isEdgeTouch(371, 390)).toBe(true);
  });
});
