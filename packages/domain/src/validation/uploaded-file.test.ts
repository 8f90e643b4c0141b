import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { MESSAGES } from '../i18n/index.ts';
import { isImageFileType, validateUploadFileName } from './uploaded-file.ts';

describe.each(LANGUAGES)('uploaded file (%s)', (language) => {
  const error = { ok: false, error: MESSAGES[language].validation.fileTypeInvalid };

  it('accepts .png, .jpeg and .jpg in any letter case', () => {
    expect(validateUploadFileName('me.png', language)).toEqual({ ok: true, value: 'png' });
    expect(validateUploadFileName('ME.JPEG', language)).toEqual({ ok: true, value: 'jpeg' });
    expect(validateUploadFileName('my.photo.Jpg', language)).toEqual({ ok: true, value: 'jpg' });
  });

  it("says 'Please upload a PNG, JPEG, or JPG file.' otherwise", () => {
    expect(validateUploadFileName('me.heic', language)).toEqual(error);
    expect(validateUploadFileName('png', language)).toEqual(error);
    expect(validateUploadFileName('me.png.exe', language)).toEqual(error);
    expect(validateUploadFileName('', language)).toEqual(error);
  });
});

describe('chat image attach', () => {
  it('accepts image files only', () => {
    expect(isImageFileType('image/png')).toBe(true);
    expect(isImageFileType('image/svg+xml')).toBe(true);
    expect(isImageFileType('application/pdf')).toBe(false);
    expect(isImageFileType('')).toBe(false);
  });
});
