import type { Language } from '../enums.ts';
import { validation } from '../i18n/sections/validation.ts';
import { invalid, type Validation, valid } from './result.ts';

/**
 * A single-image upload must yield exactly one upload slot (docs/product/validation.md, errors.md),
 * else 'Invalid number of presigned urls'. The value is that slot.
 */
export function validateSingleUploadSlot<Slot>(
  slots: readonly Slot[],
  language: Language,
): Validation<Slot> {
  const [slot] = slots;
  return slots.length === 1 && slot !== undefined
    ? valid(slot)
    : invalid(validation[language].uploadSlotCount);
}
