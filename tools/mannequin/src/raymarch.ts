import type { FigureScene } from './figure-scene.ts';
import { lookPainter, newSurfaceLook } from './look.ts';
import type { Part } from './part.ts';
import {
  type CompiledScene,
  compileScene,
  newSurfaceWeights,
  sceneDistance,
} from './scene-distance.ts';
import { shadeClay } from './studio-lighting.ts';
import { columnToBodyX, rowToBodyY, type ViewCamera } from './view-camera.ts';

/** The figure alone: colour premultiplied by coverage (tone-mapped linear RGB) and coverage 0..1. */
export interface FigureRaster {
  readonly width: number;
  readonly height: number;
  readonly color: Float32Array;
  readonly coverage: Float32Array;
}

const TILE = 16;
const BLOCK = 4;
/** Farthest an occlusion probe reaches from the surface, metres. */
const AO_REACH = 0.06;
const AO_STEPS = 3;
const MAX_STEPS = 180;
/** Edge pixels are supersampled on a SUPER × SUPER grid. */
const SUPER = 4;

interface TileCandidates {
  /** Parts that can shape the surface seen through the tile (for marching). */
  readonly ids: Int32Array;
  readonly count: number;
  /** Those plus the parts within reach of the occlusion probes (for shading). */
  readonly shadeIds: Int32Array;
  readonly shadeCount: number;
  /** Ray start and end, as distance toward the camera (facing × z). */
  readonly near: number;
  readonly far: number;
}

function tileCandidates(
  scene: FigureScene,
  camera: ViewCamera,
  laterBlend: Float64Array,
  tx: number,
  ty: number,
): TileCandidates {
  const px0 = tx * TILE;
  const py0 = ty * TILE;
  const px1 = Math.min(camera.width, px0 + TILE);
  const py1 = Math.min(camera.height, py0 + TILE);
  const xa = columnToBodyX(camera, px0);
  const xb = columnToBodyX(camera, px1);
  const x0 = Math.min(xa, xb);
  const x1 = Math.max(xa, xb);
  const y1 = rowToBodyY(camera, py0);
  const y0 = rowToBodyY(camera, py1);
  const ids: number[] = [];
  const shadeIds: number[] = [];
  let near = -Infinity;
  let far = Infinity;
  const overlaps = (p: Part, m: number) =>
    p.bounds.max[0] + m >= x0 &&
    p.bounds.min[0] - m <= x1 &&
    p.bounds.max[1] + m >= y0 &&
    p.bounds.min[1] - m <= y1;
  scene.parts.forEach((p: Part, i) => {
    // A part can sway the blends of the parts after it up to their largest blend
    // radius away, so that is part of its margin (without it, tiles show seams).
    const pixelMargin = 2 * camera.metresPerPixel + (laterBlend[i] as number);
    if (overlaps(p, p.blend + AO_REACH + pixelMargin)) shadeIds.push(i);
    if (!overlaps(p, p.blend + pixelMargin)) return;
    ids.push(i);
    if (p.carve) return;
    const front = camera.facing === 1 ? p.bounds.max[2] : -p.bounds.min[2];
    const back = camera.facing === 1 ? p.bounds.min[2] : -p.bounds.max[2];
    near = Math.max(near, front + p.blend);
    far = Math.min(far, back);
  });
  return {
    ids: Int32Array.from(ids),
    count: ids.length,
    shadeIds: Int32Array.from(shadeIds),
    shadeCount: shadeIds.length,
    near: near + 0.01,
    far: far - 0.05,
  };
}

/**
 * Sphere-traces the figure with an orthographic camera. Work is bounded per 16×16
 * tile: only parts whose boxes reach the tile are evaluated, and tiles with none
 * are skipped. One ray per pixel, then edge pixels (silhouette or depth step) are
 * re-traced on a 4×4 grid so the coverage mask is antialiased.
 */
export function raymarchFigure(
  scene: FigureScene,
  camera: ViewCamera,
  compiled: CompiledScene = compileScene(scene.parts),
): FigureRaster {
  const { width, height, facing, metresPerPixel: mpp } = camera;
  const color = new Float32Array(width * height * 3);
  const coverage = new Float32Array(width * height);
  const depth = new Float32Array(width * height).fill(Number.NEGATIVE_INFINITY);
  const tilesX = Math.ceil(width / TILE);
  const tilesY = Math.ceil(height / TILE);
  const laterBlend = new Float64Array(scene.parts.length);
  for (let i = scene.parts.length - 2; i >= 0; i--) {
    laterBlend[i] = Math.max(laterBlend[i + 1] as number, (scene.parts[i + 1] as Part).blend);
  }
  const tiles: TileCandidates[] = [];
  for (let ty = 0; ty < tilesY; ty++) {
    for (let tx = 0; tx < tilesX; tx++)
      tiles.push(tileCandidates(scene, camera, laterBlend, tx, ty));
  }

  const hitEpsilon = Math.max(0.00008, 0.25 * mpp);
  const normalStep = Math.min(0.0016, Math.max(0.0003, 0.6 * mpp));
  const paint = lookPainter(scene);
  const weights = newSurfaceWeights();
  const look = newSurfaceLook();
  const shaded = new Float32Array(3);

  /** Distance toward the camera of the first hit at (bx, by) marching from `start`, or -Infinity on a miss. */
  const march = (tile: TileCandidates, bx: number, by: number, start: number): number => {
    let w = start;
    for (let step = 0; step < MAX_STEPS && w > tile.far; step++) {
      const d = sceneDistance(compiled, tile.ids, tile.count, bx, by, facing * w);
      if (d < hitEpsilon) return w;
      w -= d * 0.92;
    }
    return Number.NEGATIVE_INFINITY;
  };

  /**
   * Cone march: advances a ray whose footprint has radius `radius` until the surface
   * is within reach of the footprint. Every ray inside the footprint can safely start
   * from the returned depth; -Infinity means they all miss. The 0.7 allows for the
   * loft and lip distances being exact only within their own cross-section plane.
   */
  const coneMarch = (
    tile: TileCandidates,
    bx: number,
    by: number,
    radius: number,
    start: number,
  ): number => {
    let w = start;
    for (let step = 0; step < MAX_STEPS && w > tile.far; step++) {
      const d = 0.7 * sceneDistance(compiled, tile.ids, tile.count, bx, by, facing * w);
      if (d - radius < 0.25 * radius + hitEpsilon) return w;
      w -= d - radius;
    }
    return Number.NEGATIVE_INFINITY;
  };

  /** Shades the surface at (bx, by, w) into `shaded`. */
  const shadeAt = (tile: TileCandidates, bx: number, by: number, w: number): void => {
    const ids = tile.shadeIds;
    const count = tile.shadeCount;
    const bz = facing * w;
    const e = normalStep;
    const f = (x: number, y: number, z: number) => sceneDistance(compiled, ids, count, x, y, z);
    // Forward differences from the hit point.
    const d0 = f(bx, by, bz);
    let nx = f(bx + e, by, bz) - d0;
    let ny = f(bx, by + e, bz) - d0;
    let nz = f(bx, by, bz + facing * e) * facing - d0 * facing;
    const n = Math.hypot(nx, ny, nz) || 1;
    nx /= n;
    ny /= n;
    nz /= n;
    let occlusion = 0;
    let total = 0;
    let weight = 1;
    for (let i = 1; i <= AO_STEPS; i++) {
      const h = (AO_REACH * i * i) / (AO_STEPS * AO_STEPS);
      const dist = f(bx + nx * h, by + ny * h, bz + nz * h);
      occlusion += weight * Math.min(1, Math.max(0, (h - dist) / h));
      total += weight;
      weight *= 0.85;
    }
    const ao = Math.max(0, 1 - 1.15 * (occlusion / total));
    sceneDistance(compiled, ids, count, bx, by, bz, weights);
    paint(bx, by, bz, weights, mpp, look);
    // Normals to camera space: the back camera mirrors x and z.
    shadeClay(look, facing * nx, ny, facing * nz, ao, shaded);
  };

  // Coarse to fine: each 16-pixel tile, then each 4-pixel block, cone-marches to a
  // safe starting depth for the rays inside it, or proves they all miss.
  const blockStart = new Float64Array(Math.ceil(width / BLOCK) * Math.ceil(height / BLOCK)).fill(
    Number.NEGATIVE_INFINITY,
  );
  const blocksX = Math.ceil(width / BLOCK);
  for (let ty = 0; ty < tilesY; ty++) {
    for (let tx = 0; tx < tilesX; tx++) {
      const tile = tiles[ty * tilesX + tx] as TileCandidates;
      if (tile.count === 0) continue;
      const tileW = Math.min(TILE, width - tx * TILE);
      const tileH = Math.min(TILE, height - ty * TILE);
      const tileStart = coneMarch(
        tile,
        columnToBodyX(camera, tx * TILE + tileW / 2),
        rowToBodyY(camera, ty * TILE + tileH / 2),
        Math.hypot(tileW, tileH) * 0.5 * mpp,
        tile.near,
      );
      if (tileStart === Number.NEGATIVE_INFINITY) continue;
      for (let by = ty * TILE; by < ty * TILE + tileH; by += BLOCK) {
        for (let bx = tx * TILE; bx < tx * TILE + tileW; bx += BLOCK) {
          const bw = Math.min(BLOCK, width - bx);
          const bh = Math.min(BLOCK, height - by);
          blockStart[(by / BLOCK) * blocksX + bx / BLOCK] = coneMarch(
            tile,
            columnToBodyX(camera, bx + bw / 2),
            rowToBodyY(camera, by + bh / 2),
            Math.hypot(bw, bh) * 0.5 * mpp,
            tileStart,
          );
        }
      }
    }
  }
  const tileAt = (px: number, py: number) =>
    tiles[Math.floor(py / TILE) * tilesX + Math.floor(px / TILE)] as TileCandidates;
  const startAt = (px: number, py: number) =>
    blockStart[Math.floor(py / BLOCK) * blocksX + Math.floor(px / BLOCK)] as number;

  for (let py = 0; py < height; py++) {
    const by = rowToBodyY(camera, py + 0.5);
    for (let px = 0; px < width; px++) {
      const start = startAt(px, py);
      if (start === Number.NEGATIVE_INFINITY) continue;
      const tile = tileAt(px, py);
      const bx = columnToBodyX(camera, px + 0.5);
      const w = march(tile, bx, by, start);
      if (w === Number.NEGATIVE_INFINITY) continue;
      const i = py * width + px;
      depth[i] = w;
      coverage[i] = 1;
      shadeAt(tile, bx, by, w);
      color[i * 3] = shaded[0] as number;
      color[i * 3 + 1] = shaded[1] as number;
      color[i * 3 + 2] = shaded[2] as number;
    }
  }

  const jump = Math.max(0.012, 8 * mpp);
  const isEdge = (px: number, py: number): boolean => {
    const d = depth[py * width + px] as number;
    const neighbours = [
      [px - 1, py],
      [px + 1, py],
      [px, py - 1],
      [px, py + 1],
    ] as const;
    for (const [qx, qy] of neighbours) {
      if (qx < 0 || qy < 0 || qx >= width || qy >= height) continue;
      const q = depth[qy * width + qx] as number;
      if (q === d) continue;
      if (
        q === Number.NEGATIVE_INFINITY ||
        d === Number.NEGATIVE_INFINITY ||
        Math.abs(q - d) > jump
      )
        return true;
    }
    return false;
  };
  const edges: number[] = [];
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) if (isEdge(px, py)) edges.push(py * width + px);
  }
  for (const i of edges) {
    const px = i % width;
    const py = (i - px) / width;
    const start = startAt(px, py);
    if (start === Number.NEGATIVE_INFINITY) continue;
    const tile = tileAt(px, py);
    let hits = 0;
    let r = 0;
    let g = 0;
    let b = 0;
    for (let sy = 0; sy < SUPER; sy++) {
      const by = rowToBodyY(camera, py + (sy + 0.5) / SUPER);
      for (let sx = 0; sx < SUPER; sx++) {
        const bx = columnToBodyX(camera, px + (sx + 0.5) / SUPER);
        const w = march(tile, bx, by, start);
        if (w === Number.NEGATIVE_INFINITY) continue;
        hits++;
        shadeAt(tile, bx, by, w);
        r += shaded[0] as number;
        g += shaded[1] as number;
        b += shaded[2] as number;
      }
    }
    const samples = SUPER * SUPER;
    coverage[i] = hits / samples;
    color[i * 3] = r / samples;
    color[i * 3 + 1] = g / samples;
    color[i * 3 + 2] = b / samples;
  }
  return { width, height, color, coverage };
}
