import {
  fitLongSide,
  invalid,
  type Language,
  MESSAGES,
  PHOTO_WORKING_LONG_SIDE_PX,
  UPLOAD_RULES,
  type Validation,
  valid,
  validateUploadFileName,
} from '@afterlook/domain';

/** What the browser offers for decoding and re-encoding; injectable so tests need no canvas. */
export interface ImageCodec {
  decode(
    file: Blob,
  ): Promise<{ width: number; height: number; source: CanvasImageSource; close(): void }>;
  /** Draws the decoded image at the given size and encodes it as PNG. */
  encodePng(source: CanvasImageSource, width: number, height: number): Promise<Blob>;
}

/** The browser's codec: createImageBitmap (EXIF orientation applied) and a canvas. */
export const browserImageCodec: ImageCodec = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      width: bitmap.width,
      height: bitmap.height,
      source: bitmap,
      close: () => bitmap.close(),
    };
  },
  async encodePng(source, width, height) {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.imageSmoothingQuality = 'high';
      context.drawImage(source, 0, 0, width, height);
      return canvas.convertToBlob({ type: UPLOAD_RULES.contentType });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, width, height);
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
        UPLOAD_RULES.contentType,
      ),
    );
  },
};

/**
 * Turns the file the patient chose into the PNG we upload (docs/product/validation.md, limits.md): the name
 * must end in .png, .jpeg or .jpg ('Please upload a PNG, JPEG, or JPG file.'); the
 * image is decoded upright (EXIF orientation), scaled down to the engine's working
 * size and re-encoded as PNG, which also drops the photo's metadata (location, device).
 * A file that cannot become an image gives 'Failed to upload image.'
 */
export async function preparePhoto(
  file: File,
  language: Language,
  codec: ImageCodec = browserImageCodec,
): Promise<Validation<Blob>> {
  const type = validateUploadFileName(file.name, language);
  if (!type.ok) return type;
  try {
    const image = await codec.decode(file);
    try {
      const size = fitLongSide(image.width, image.height, PHOTO_WORKING_LONG_SIDE_PX);
      return valid(await codec.encodePng(image.source, size.width, size.height));
    } finally {
      image.close();
    }
  } catch (error) {
    console.warn('AfterLook: the chosen file could not be read as an image', error);
    return invalid(MESSAGES[language].validation.uploadFailed);
  }
}
