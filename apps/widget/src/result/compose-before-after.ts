import type { RegionOfInterest } from '@afterlook/domain';
import { beforeAfterLayout, type PixelRect } from './before-after-layout.ts';

/** What the downloadable picture shows: both images, the clinic, the labels and the note. */
export interface BeforeAfterPicture {
  readonly beforeUrl: string;
  readonly afterUrl: string;
  /** The close-up row's region; null: the full photos only. */
  readonly region: RegionOfInterest | null;
  readonly clinicName: string;
  readonly beforeLabel: string;
  readonly afterLabel: string;
  readonly closeUpLabel: string;
  readonly fullLabel: string;
  readonly footnote: string;
}

const REVOKE_AFTER_MS = 30_000;
const HEADER_FONT = '700 40px Urbanist, system-ui, sans-serif';
const LABEL_FONT = '600 32px Urbanist, system-ui, sans-serif';
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
 * The patient's before/after as one PNG (before-after-layout.ts): the clinic's name,
 * the close-up of the change and the full photos side by side, each labelled, and the
 * note that it is a simulation. Drawn in the browser from the pictures already on
 * screen, so nothing about the patient goes anywhere else.
 */
export async function composeBeforeAfter(picture: BeforeAfterPicture): Promise<Blob> {
  const [before, after] = await Promise.all([
    loadImage(picture.beforeUrl),
    loadImage(picture.afterUrl),
  ]);
  const layout = beforeAfterLayout(before.naturalWidth, before.naturalHeight, picture.region);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';

  context.font = HEADER_FONT;
  context.fillStyle = '#0f1b2d';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(picture.clinicName, layout.width / 2, layout.header.height / 2);

  const label = (text: string, panel: PixelRect) => {
    context.font = LABEL_FONT;
    context.textAlign = 'left';
    const width = context.measureText(text).width + 40;
    context.fillStyle = 'rgba(17, 24, 39, 0.72)';
    context.beginPath();
    context.roundRect(panel.x + 20, panel.y + 20, width, 52, 26);
    context.fill();
    context.fillStyle = '#ffffff';
    context.fillText(text, panel.x + 40, panel.y + 47);
  };
  for (const row of layout.rows) {
    const { x, y, width, height } = row.crop;
    context.drawImage(
      before,
      x,
      y,
      width,
      height,
      row.before.x,
      row.before.y,
      row.before.width,
      row.before.height,
    );
    context.drawImage(
      after,
      x,
      y,
      width,
      height,
      row.after.x,
      row.after.y,
      row.after.width,
      row.after.height,
    );
    const kind = row.kind === 'closeUp' ? picture.closeUpLabel : picture.fullLabel;
    label(`${picture.beforeLabel} · ${kind}`, row.before);
    label(`${picture.afterLabel} · ${kind}`, row.after);
  }

  context.font = FOOTNOTE_FONT;
  context.fillStyle = '#4b5563';
  context.textAlign = 'center';
  context.fillText(picture.footnote, layout.width / 2, layout.footer.y + layout.footer.height / 2);

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
