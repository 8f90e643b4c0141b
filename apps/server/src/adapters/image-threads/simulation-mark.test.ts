import { describe, expect, it } from 'vitest';
import { simulationMarkBox, simulationMarkBoxes, stampSimulationMark } from './simulation-mark.ts';

const gray = (width: number, height: number) => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height * 4).fill(128),
});
const at = (image: { width: number; data: Uint8ClampedArray }, x: number, y: number) =>
  image.data[(y * image.width + x) * 4] ?? -1;

describe("every after image carries a small 'SIMULATION' mark", () => {
  it('draws white letters on a dark pill in the lower right, and nothing elsewhere', () => {
    const before = gray(768, 1024);
    const after = stampSimulationMark(before);
    const box = simulationMarkBox(768, 1024);
    // Small: under 2% of the picture's area, inside its lower right quarter.
    expect((box.w * box.h) / (768 * 1024)).toBeLessThan(0.02);
    expect(box.x).toBeGreaterThan(768 / 2);
    expect(box.y).toBeGreaterThan(1024 / 2);
    const inBox = (x: number, y: number) =>
      x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
    let letters = 0;
    let backing = 0;
    let changedOutside = 0;
    for (let y = 0; y < 1024; y += 1) {
      for (let x = 0; x < 768; x += 1) {
        const value = at(after, x, y);
        if (!inBox(x, y)) changedOutside += value === 128 ? 0 : 1;
        else if (value > 200) letters += 1;
        else if (value < 128) backing += 1;
      }
    }
    expect(changedOutside).toBe(0);
    // 'SIMULATION' has 151 lit glyph pixels, drawn at the box's scale.
    expect(letters).toBe(151 * box.scale ** 2);
    expect(backing).toBe(box.w * box.h - letters);
    // The engine's output is left as it was (a copy is stamped).
    expect(before.data.every((value) => value === 128)).toBe(true);
  });

  it('puts a second pill in the corner of the region the close-up opens on, sized for it', () => {
    // A breast region in the middle of a 768×1024 photo: the corner pill is outside it.
    const region = { left: 0.2, top: 0.3, right: 0.8, bottom: 0.6 };
    const after = stampSimulationMark(gray(768, 1024), region);
    const inner = simulationMarkBox(768, 1024, { x: 154, y: 307, w: 460, h: 307 });
    let letters = 0;
    for (let y = inner.y; y < inner.y + inner.h; y += 1) {
      for (let x = inner.x; x < inner.x + inner.w; x += 1) letters += at(after, x, y) > 200 ? 1 : 0;
    }
    expect(letters).toBe(151 * inner.scale ** 2);
    // Inside the region, in its lower right corner.
    expect(inner.x + inner.w).toBeLessThanOrEqual(154 + 460);
    expect(inner.y + inner.h).toBeLessThanOrEqual(307 + 307);
    expect(inner.x).toBeGreaterThan(154 + 460 / 2);

    // A region that already holds the corner pill gets no second one.
    const whole = stampSimulationMark(gray(768, 1024), { left: 0, top: 0, right: 1, bottom: 1 });
    const once = stampSimulationMark(gray(768, 1024));
    expect(whole.data).toEqual(once.data);
  });

  it('says where it stamps: every changed pixel lies in the boxes it lists (the e2e leaves them out)', () => {
    const region = { left: 0.2, top: 0.3, right: 0.8, bottom: 0.6 };
    const after = stampSimulationMark(gray(768, 1024), region);
    const boxes = simulationMarkBoxes({ width: 768, height: 1024 }, region);
    expect(boxes).toHaveLength(2);
    let changed = 0;
    let outside = 0;
    for (let y = 0; y < 1024; y += 1) {
      for (let x = 0; x < 768; x += 1) {
        if (at(after, x, y) === 128) continue;
        changed += 1;
        const listed = boxes.some((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
        if (!listed) outside += 1;
      }
    }
    expect(changed).toBe(boxes.reduce((sum, b) => sum + b.w * b.h, 0));
    expect(outside).toBe(0);
    expect(simulationMarkBoxes({ width: 768, height: 1024 })).toHaveLength(1);
  });

  it('leaves a picture too small for the pill as it is', () => {
    const tiny = gray(40, 20);
    expect(stampSimulationMark(tiny)).toBe(tiny);
    expect(simulationMarkBoxes(tiny)).toEqual([]);
  });
});
