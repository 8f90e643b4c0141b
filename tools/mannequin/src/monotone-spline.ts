/**
 * Fritsch–Carlson monotone cubic interpolation through (xs, ys): smooth (C1) and
 * never overshooting, so a body profile drawn through a few measured rows has no
 * bumps the measurements did not ask for. xs must be strictly increasing; outside
 * them the end values hold.
 */
export function monotoneSpline(
  xs: readonly number[],
  ys: readonly number[],
): (x: number) => number {
  const n = xs.length;
  if (n < 2 || ys.length !== n) throw new Error('monotoneSpline needs two or more matching points');
  const at = (values: readonly number[], i: number): number => values[i] as number;
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    slopes.push((at(ys, i + 1) - at(ys, i)) / (at(xs, i + 1) - at(xs, i)));
  }
  const tangents: number[] = [at(slopes, 0)];
  for (let i = 1; i < n - 1; i++) {
    const a = at(slopes, i - 1);
    const b = at(slopes, i);
    tangents.push(a * b <= 0 ? 0 : (3 * (a + b)) / ((2 * a + b) / a + (a + 2 * b) / b));
  }
  tangents.push(at(slopes, n - 2));
  return (x) => {
    if (x <= at(xs, 0)) return at(ys, 0);
    if (x >= at(xs, n - 1)) return at(ys, n - 1);
    let i = 0;
    while (x > at(xs, i + 1)) i++;
    const h = at(xs, i + 1) - at(xs, i);
    const t = (x - at(xs, i)) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * at(ys, i) +
      (t3 - 2 * t2 + t) * h * at(tangents, i) +
      (-2 * t3 + 3 * t2) * at(ys, i + 1) +
      (t3 - t2) * h * at(tangents, i + 1)
    );
  };
}
