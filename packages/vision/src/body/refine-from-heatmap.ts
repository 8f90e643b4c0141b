/**
 * MediaPipe's RefineLandmarksFromHeatmapCalculator (kernel 7, min confidence 0.5):
 * moves each landmark to the confidence-weighted centre of its heatmap around it.
 * `heatmap` is [rows, cols, channels] row-major, one channel per landmark; points
 * are in the crop's unit square and are updated in place.
 */
export function refineFromHeatmap(
  points: { x: number; y: number }[],
  heatmap: Float32Array,
  rows: number,
  cols: number,
): void {
  const channels = points.length;
  const half = 3;
  points.forEach((point, channel) => {
    const centerCol = Math.trunc(point.x * cols);
    const centerRow = Math.trunc(point.y * rows);
    if (centerCol < 0 || centerCol >= cols || centerRow < 0 || centerRow >= rows) return;
    let sum = 0;
    let weightedCol = 0;
    let weightedRow = 0;
    let max = 0;
    for (
      let row = Math.max(0, centerRow - half);
      row < Math.min(rows, centerRow + half + 1);
      row++
    ) {
      for (
        let col = Math.max(0, centerCol - half);
        col < Math.min(cols, centerCol + half + 1);
        col++
      ) {
        const confidence = heatmap[(row * cols + col) * channels + channel] as number;
        sum += confidence;
        max = Math.max(max, confidence);
        weightedCol += col * confidence;
        weightedRow += row * confidence;
      }
    }
    if (max >= 0.5 && sum > 0) {
      point.x = weightedCol / cols / sum;
      point.y = weightedRow / rows / sum;
    }
  });
}
