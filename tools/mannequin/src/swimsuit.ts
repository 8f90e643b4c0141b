import { breastMound } from './breasts.ts';
import type { FigureScene } from './figure-scene.ts';
import { smoothstep } from './sdf.ts';
import { distanceToShape } from './shape.ts';

/**
 * The neutral swimsuit: a bandeau over the chest and briefs over the pelvis, as
 * regions of body space. Returns the signed margin into the suit in metres
 * (positive inside), so the painter can antialias its edge and draw a seam.
 */
export function swimsuitMargin(scene: FigureScene): (x: number, y: number, z: number) => number {
  const { torso, breasts, buttocks, params } = scene;
  const h = params.heightM;
  const scale = h / 1.66;
  const left = breastMound(breasts.left);
  const right = breastMound(breasts.right);
  const b = breasts.left;
  const bandeauFrontTop = b.base[1] + 0.62 * b.baseRadiusY;
  const bandeauBackTop = torso.levels.underBust + 0.075 * scale;
  const bandeauFrontBottom = b.foldY - 0.01 * scale;
  const bandeauBackBottom = torso.levels.underBust - 0.004 * scale;
  const hipHalf = params.hipWidthM / 2;
  const briefsFrontTop = 0.553 * h;
  const briefsBackTop = 0.567 * h;
  const crotch = torso.levels.crotch;
  const fold = buttocks.left.foldY;
  return (x, y, z) => {
    const front = smoothstep(-0.03, 0.04, z - torso.centerZ(y));
    if (y > torso.levels.waist) {
      const top = bandeauBackTop + (bandeauFrontTop - bandeauBackTop) * front;
      const bottom = bandeauBackBottom + (bandeauFrontBottom - bandeauBackBottom) * front;
      // A sagging breast below the fold stays covered.
      const onBreast =
        0.004 - Math.min(distanceToShape(left, x, y, z), distanceToShape(right, x, y, z));
      // The band wraps the trunk only, never the arms hanging beside it.
      const trunk = Math.max(torso.halfWidth(y) + 0.008 - Math.abs(x), onBreast);
      return Math.min(top - y, Math.max(y - bottom, onBreast), trunk);
    }
    const ax = Math.abs(x);
    const side = (ax / hipHalf) ** 2;
    const top = briefsBackTop + (briefsFrontTop - briefsBackTop) * front + 0.012 * side;
    const legFront = crotch - 0.006 + 0.5 * ax;
    const legBack = fold + 0.016 + 0.42 * ax;
    const leg = legBack + (legFront - legBack) * front;
    return Math.min(top - y, y - leg);
  };
}
