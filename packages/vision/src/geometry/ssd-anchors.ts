/** Centre of one SSD anchor in the detector's unit square (fixed-size anchors: MediaPipe's fixed_anchor_size). */
export interface Anchor {
  readonly x: number;
  readonly y: number;
}

/**
 * MediaPipe's SsdAnchorsCalculator for square inputs with aspect ratio 1 plus the
 * interpolated scale: two anchors per cell per layer, layers of equal stride
 * sharing one grid.
 */
export function createSsdAnchors(inputSize: number, strides: readonly number[]): Anchor[] {
  const anchors: Anchor[] = [];
  let layer = 0;
  while (layer < strides.length) {
    const stride = strides[layer] as number;
    let perCell = 0;
    let next = layer;
    while (next < strides.length && strides[next] === stride) {
      perCell += 2;
      next++;
    }
    const cells = Math.ceil(inputSize / stride);
    for (let row = 0; row < cells; row++) {
      for (let col = 0; col < cells; col++) {
        for (let k = 0; k < perCell; k++)
          anchors.push({ x: (col + 0.5) / cells, y: (row + 0.5) / cells });
      }
    }
    layer = next;
  }
  return anchors;
}
