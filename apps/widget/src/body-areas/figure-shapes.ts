/**
 * Path data of the body-area selector's figures: one gender-neutral mannequin, drawn
 * in a 200 × 470 box, used from the front and from the back. Limbs are drawn for the
 * figure's left side (the viewer's right) and mirrored.
 */

/** Mirrors an absolute M/C/L/Z path about the figure's vertical centre line (x = 100). */
export function mirrorPath(path: string): string {
  let isX = true;
  return path.replace(/[MCLZ]|-?\d+(?:\.\d+)?/g, (token) => {
    if (/[MCLZ]/.test(token)) {
      isX = true;
      return token;
    }
    const value = isX ? 200 - Number(token) : Number(token);
    isX = !isX;
    return String(value);
  });
}

export const FIGURE_VIEWBOX = '16 6 168 462';

export const HEAD =
  'M 100 13 C 113 13 123 25 123 42 C 123 59 113 71 100 71 C 87 71 77 59 77 42 C 77 25 87 13 100 13 Z';
export const NECK = 'M 91 60 C 91 72 90 80 84 90 L 116 90 C 110 80 109 72 109 60 Z';
/** Where the trunk ends and the legs show (the trunk's straight lower edge). */
export const TRUNK_BOTTOM = 268;
export const TRUNK =
  'M 100 86 C 113 86 126 88 136 93 C 143 97 145 108 142 122 C 139 140 136 162 133 184 C 131 198 131 210 134 226 C 138 242 141 256 140 268 L 60 268 C 59 256 62 242 66 226 C 69 210 69 198 67 184 C 64 162 61 140 58 122 C 55 108 57 97 64 93 C 74 88 87 86 100 86 Z';

const ARM =
  'M 132 92 C 146 90 156 98 157 114 C 158 136 161 160 163 184 C 165 208 169 232 171 252 C 176 262 178 276 172 286 C 167 292 159 289 158 280 C 157 270 156 258 153 246 C 149 226 146 206 144 188 C 142 168 141 148 139 128 C 138 118 136 104 132 92 Z';
const LEG =
  'M 101 262 C 112 258 128 256 139 260 C 141 280 140 304 136 330 C 134 346 133 356 134 368 C 135 390 134 414 130 436 C 130 446 134 452 136 456 C 137 461 131 463 124 463 L 114 463 C 110 462 110 456 112 448 C 113 432 113 410 113 390 C 113 376 112 364 111 352 C 109 330 106 306 102 286 C 101 278 101 270 101 262 Z';

export const ARMS = [ARM, mirrorPath(ARM)] as const;
export const LEGS = [LEG, mirrorPath(LEG)] as const;

/** Front: the chest, from the collarbone line to under the bust (clipped to the trunk). */
export const FRONT_BREAST =
  'M 40 106 C 70 98 130 98 160 106 L 160 158 C 146 160 134 170 120 170 C 110 170 104 166 100 162 C 96 166 90 170 80 170 C 66 170 54 160 40 158 Z';
/** Front: abdomen and hips, under the bust to the trunk's end (clipped to the trunk). */
export const FRONT_TORSO =
  'M 40 158 C 54 160 66 170 80 170 C 90 170 96 166 100 162 C 104 166 110 170 120 170 C 134 170 146 160 160 158 L 160 280 L 40 280 Z';
/** Front: the intimate area, a soft triangle at the top of the thighs. */
export const FRONT_VAGINAL =
  'M 80 252 C 92 256 108 256 120 252 C 114 264 107 276 100 286 C 93 276 86 264 80 252 Z';

/** Back: shoulders to the small of the back (clipped to the trunk). */
export const BACK_BACK = 'M 40 80 L 160 80 L 160 222 C 130 230 70 230 40 222 Z';
/** Back: the buttocks, down to the gluteal folds (clipped to trunk and legs). */
export const BACK_BUTT =
  'M 40 222 C 70 230 130 230 160 222 L 160 290 C 150 300 140 306 124 306 C 112 306 104 302 100 296 C 96 302 88 306 76 306 C 60 306 50 300 40 290 Z';
/** Back: faint spine and cleft lines (decoration). */
export const BACK_LINES = ['M 100 102 L 100 200', 'M 100 250 C 100 268 100 280 100 294'] as const;
