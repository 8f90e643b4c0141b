import { describe, expect, it } from 'vitest';
import type { PoseIssue } from './issues.ts';
import type { ObservedYaw } from './observed-yaw.ts';
import { turnIssue } from './turn-issue.ts';
import type { ViewTarget } from './view-target.ts';

const at = (signed: number): ObservedYaw => ({
  magnitudeDeg: Math.abs(signed) as ObservedYaw['magnitudeDeg'],
  side: signed > 0 && signed < 180 ? 1 : signed < 0 ? -1 : 0,
});

describe('turnIssue: the one move from the observed yaw to the view', () => {
  it.each<[ViewTarget['yawDeg'], number, PoseIssue | null]>([
    [45, 45, null],
    [45, 0, 'turn_left_45'],
    [45, -45, 'turn_left_90'],
    [45, 90, 'turn_right_45'],
    [45, 135, 'turn_right_90'],
    [45, -90, 'face_camera'],
    [90, 0, 'turn_left_90'],
    [90, 135, 'turn_right_45'],
    [90, 180, 'turn_right_90'],
    [-90, 180, 'turn_left_90'],
    [-45, 45, 'turn_right_90'],
    [0, 45, 'face_camera'],
    [0, 180, 'face_camera'],
    [180, 135, 'turn_around'],
    [180, 0, 'turn_around'],
    [180, 180, null],
  ])('to %d° from %d° → %s', (target, observed, issue) => {
    expect(turnIssue(target, at(observed), 'body')).toBe(issue);
  });

  it('uses head moves for the head', () => {
    expect(turnIssue(-90, at(-45), 'head')).toBe('head_turn_right_45');
    expect(turnIssue(0, at(90), 'head')).toBe('head_face_camera');
  });

  it('gives the view own instruction, counted from the front, when the direction is unknown', () => {
    expect(turnIssue(90, { magnitudeDeg: 90, side: 0 }, 'body')).toBe('turn_left_90');
    expect(turnIssue(-45, { magnitudeDeg: 45, side: 0 }, 'body')).toBe('turn_right_45');
  });
});
