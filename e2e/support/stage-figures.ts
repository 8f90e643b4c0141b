import sharp from 'sharp';

/** A difference a patient can see: more than 8/255 on a channel (issue 18). */
const VISIBLE = 8;
const BLOCK = 4;

export interface StageFigures {
  /** Share of the stage's 4×4-pixel blocks whose mean changes visibly. */
  readonly visibleChange: number;
  /** Share of the stage's pixels that differ visibly outside those blocks (the letter). */
  readonly mismatch: number;
  /**
   * The same outside the treated area: the changed blocks and the blocks touching them.
   * A warp moves texture (a fold of fabric) inside the treated area without moving a
   * block's mean; those pixels are the treatment, not two sources disagreeing.
   */
  readonly mismatchOutsideTreated: number;
  /**
   * The same outside the region of interest the server declares (the metadata's
   * `region`, drawn on the stage): the close-up's framing of the treated anatomy, which
   * the field's faint tail may pass (issue 30).
   */
  readonly mismatchOutsideRegion: number;
}

/** A rectangle of the stage's pixels, right and bottom exclusive. */
export interface StageRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const rgb = async (png: Buffer) =>
  sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/**
 * The two figures for the stage's before and after as displayed (two
 * screenshots of the same size): how much of the stage visibly changes, and how many
 * pixels differ where nothing changed (before and after not from one source).
 *
 * `marks` are left out of every figure (their blocks and pixels count neither way):
 * the 'SIMULATION' pills the server stamps on the after image change the picture, but
 * they are not the treatment, and counting them would pass a procedure that moves
 * nothing.
 */
export async function stageFigures(
  beforePng: Buffer,
  afterPng: Buffer,
  region: StageRect,
  marks: readonly StageRect[] = [],
): Promise<StageFigures> {
  const [before, after] = await Promise.all([rgb(beforePng), rgb(afterPng)]);
  const { width, height } = before.info;
  if (after.info.width !== width || after.info.height !== height) {
    throw new Error('before and after grabs differ in size');
  }
  const cols = Math.floor(width / BLOCK);
  const rows = Math.floor(height / BLOCK);
  const inMark = (x0: number, y0: number, x1: number, y1: number) =>
    marks.some((m) => x0 < m.right && x1 > m.left && y0 < m.bottom && y1 > m.top);
  const changedBlock = new Uint8Array(cols * rows);
  let changedBlocks = 0;
  let countedBlocks = 0;
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      if (inMark(bx * BLOCK, by * BLOCK, (bx + 1) * BLOCK, (by + 1) * BLOCK)) continue;
      countedBlocks += 1;
      const sums = [0, 0, 0].map((_, c) => {
        let sum = 0;
        for (let y = by * BLOCK; y < (by + 1) * BLOCK; y++) {
          for (let x = bx * BLOCK; x < (bx + 1) * BLOCK; x++) {
            const p = (y * width + x) * 3 + c;
            sum += (after.data[p] ?? 0) - (before.data[p] ?? 0);
          }
        }
        return sum;
      });
      if (sums.some((sum) => Math.abs(sum) / (BLOCK * BLOCK) > VISIBLE)) {
        changedBlock[by * cols + bx] = 1;
        changedBlocks += 1;
      }
    }
  }
  const changedAt = (bx: number, by: number) =>
    bx >= 0 && by >= 0 && bx < cols && by < rows && changedBlock[by * cols + bx] === 1;
  const nearChange = (bx: number, by: number) => {
    for (let j = -1; j <= 1; j++) {
      for (let i = -1; i <= 1; i++) if (changedAt(bx + i, by + j)) return true;
    }
    return false;
  };
  let countedPixels = 0;
  let mismatched = 0;
  let mismatchedOutsideTreated = 0;
  let mismatchedOutsideRegion = 0;
  const inRegion = (x: number, y: number) =>
    x >= region.left && x < region.right && y >= region.top && y < region.bottom;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bx = Math.floor(x / BLOCK);
      const by = Math.floor(y / BLOCK);
      if (inMark(x, y, x + 1, y + 1)) continue;
      countedPixels += 1;
      if (changedAt(bx, by)) continue;
      const p = (y * width + x) * 3;
      let differs = false;
      for (let c = 0; c < 3; c++) {
        if (Math.abs((after.data[p + c] ?? 0) - (before.data[p + c] ?? 0)) > VISIBLE)
          differs = true;
      }
      if (!differs) continue;
      mismatched += 1;
      if (!nearChange(bx, by)) mismatchedOutsideTreated += 1;
      if (!inRegion(x, y)) mismatchedOutsideRegion += 1;
    }
  }
  const pixels = countedPixels;
  return {
    visibleChange: changedBlocks / countedBlocks,
    mismatch: mismatched / pixels,
    mismatchOutsideTreated: mismatchedOutsideTreated / pixels,
    mismatchOutsideRegion: mismatchedOutsideRegion / pixels,
  };
}
