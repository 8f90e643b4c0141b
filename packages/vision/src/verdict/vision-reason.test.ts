import { MESSAGES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { VISION_REASONS } from './vision-reason.ts';

describe('vision reasons', () => {
  it('has a patient text in English and Spanish for every reason, and no text without a reason', () => {
    for (const language of ['en', 'es'] as const) {
      expect(Object.keys(MESSAGES[language].vision).sort(), language).toEqual(
        [...VISION_REASONS].sort(),
      );
    }
    expect(MESSAGES.en.vision.no_person).toBe(
      "We couldn't find a person in this photo. Please try another one.",
    );
    expect(MESSAGES.en.vision.turn_to_face_camera).toBe('Please face the camera.');
  });
});
