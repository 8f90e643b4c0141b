/** What the downloadable picture shows: both images, their labels and the footnote. */
export interface BeforeAfterPicture {
  readonly beforeUrl: string;
  readonly afterUrl: string;
  readonly beforeLabel: string;
  readonly afterLabel: string;
  readonly footnote: string;
}

const PANEL_HEIGHT = 1024;
const GAP = 16;
const FOOTER = 72;
const REVOKE_AFTER_MS = 30_000;
const LABEL_FONT = '600 36px Urbanist, system-ui, sans-serif';
const FOOTNOTE_FONT = '400 24px Urbanist, system-ui, sans-serif';

const loadImage = (url: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`could not load ${url}`));
    image.src = url;
  });

/**
 * The patient's before/after as one PNG: the two pictures side by side at one height,
 * each labelled, with the footnote that it is a simulation. Drawn in the browser from
 * the pictures already on screen, so nothing about the patient goes anywhere else.
 */
export async function composeBeforeAfter(picture: BeforeAfterPicture): Promise<Blob> {
  const [before, after] = await Promise.all([
    loadImage(picture.beforeUrl),
    loadImage(picture.afterUrl),
  ]);
  const widthAt = (image: HTMLImageElement) =>
    Math.round((image.naturalWidth / image.naturalHeight) * PANEL_HEIGHT);
  const beforeWidth = widthAt(before);
  const afterWidth = widthAt(after);
  const canvas = document.createElement('canvas');
  canvas.width = beforeWidth + GAP + afterWidth;
  canvas.height = PANEL_HEIGHT + FOOTER;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(before, 0, 0, beforeWidth, PANEL_HEIGHT);
  context.drawImage(after, beforeWidth + GAP, 0, afterWidth, PANEL_HEIGHT);

  const label = (text: string, x: number) => {
    context.font = LABEL_FONT;
    const width = context.measureText(text).width + 40;
    context.fillStyle = 'rgba(17, 24, 39, 0.72)';
    context.beginPath();
    context.roundRect(x + 24, 24, width, 60, 30);
    context.fill();
    context.fillStyle = '#ffffff';
    context.textBaseline = 'middle';
    context.fillText(text, x + 44, 55);
  };
  label(picture.beforeLabel, 0);
  label(picture.afterLabel, beforeWidth + GAP);

  context.font = FOOTNOTE_FONT;
  context.fillStyle = '#4b5563';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(picture.footnote, canvas.width / 2, PANEL_HEIGHT + FOOTER / 2);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('could not encode the picture'))),
      'image/png',
    ),
  );
}

/** Saves a blob under a file name through a temporary link (works inside an iframe). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
