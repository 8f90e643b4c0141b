import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { MESSAGES } from '../i18n/index.ts';
import { validateSingleUploadSlot } from './upload-slots.ts';

describe.each(LANGUAGES)('upload slot count (%s)', (language) => {
  const slot = { put_url: 'https://blob/put', get_url: 'https://blob/get' };
  const error = { ok: false, error: MESSAGES[language].validation.uploadSlotCount };

  it('yields the slot when there is exactly one', () => {
    expect(validateSingleUploadSlot([slot], language)).toEqual({ ok: true, value: slot });
  });
  it("says 'Invalid number of presigned urls' for none or several", () => {
    expect(validateSingleUploadSlot([], language)).toEqual(error);
    expect(validateSingleUploadSlot([slot, slot], language)).toEqual(error);
  });
});
