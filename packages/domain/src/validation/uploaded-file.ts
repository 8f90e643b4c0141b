import { UPLOAD_RULES } from '../constants.ts';
import type { Language } from '../enums.ts';
import { validation } from '../i18n/sections/validation.ts';
import { invalid, type Validation, valid } from './result.ts';

export type ImageExtension = (typeof UPLOAD_RULES.allowedExtensions)[number];

const isImageExtension = (value: string): value is ImageExtension =>
  (UPLOAD_RULES.allowedExtensions as readonly string[]).includes(value);

/**
 * An uploaded file must end in .png, .jpeg or .jpg, in any letter case
 * (docs/product/validation.md); the value is the lower-case extension.
 */
export function validateUploadFileName(
  fileName: string,
  language: Language,
): Validation<ImageExtension> {
  const dot = fileName.lastIndexOf('.');
  const extension = dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
  return isImageExtension(extension)
    ? valid(extension)
    : invalid(validation[language].fileTypeInvalid);
}

/** The chat's image attach accepts image files only, judged by MIME type. */
export const isImageFileType = (mimeType: string): boolean =>
  /^image\/[\w.+-]+$/i.test(mimeType.trim());
