import type { RegionOfInterest } from '@afterlook/domain';

/** A rectangle in pixels. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One row of the download: the same part of the before and the after photo, side by side. */
export interface PictureRow {
  readonly kind: 'closeUp' | 'full';
  /** The part of each photo drawn (photo pixels). */
  readonly crop: PixelRect;
  /** Where the before is drawn (canvas pixels); the after is beside it, GAP to the right. */
  readonly before: PixelRect;
  readonly after: PixelRect;
}

export interface BeforeAfterLayout {
  readonly width: number;
  readonly height: number;
  /** The clinic's name band at the top. */
  readonly header: PixelRect;
  readonly rows: readonly PictureRow[];
  /** The simulation note at the bottom. */
  readonly footer: PixelRect;
}

export const LAYOUT = { panelHeight: 1024, gap: 16, header: 96, footer: 72 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The region grown to a panel's proportions around its centre, inside the photo: the
 * close-up shows the whole change, never stretched.
 */
export function closeUpCrop(
  region: RegionOfInterest,
  imageWidth: number,
  imageHeight: number,
  aspect: number,
): PixelRect {
  let width = (region.right - region.left) * imageWidth;
  let height = (region.bottom - region.top) * imageHeight;
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  width = Math.min(width, imageWidth);
  height = Math.min(height, imageHeight);
  const cx = ((region.left + region.right) / 2) * imageWidth;
  const cy = ((region.top + region.bottom) / 2) * imageHeight;
  return {
    x: Math.round(clamp(cx - width / 2, 0, imageWidth - width)),
    y: Math.round(clamp(cy - height / 2, 0, imageHeight - height)),
    width: Math.round(width),
    height: Math.round(height),
  };
}

/**
 * The downloadable before/after: the clinic's name, then the close-up of the change
 * (when the result has a region) and the full photos, before left and after right,
 * then the simulation note. Panels are as wide as a full photo at LAYOUT.panelHeight.
 */
export function beforeAfterLayout(
  imageWidth: number,
  imageHeight: number,
  region: RegionOfInterest | null,
): BeforeAfterLayout {
  const { panelHeight, gap, header, footer } = LAYOUT;
  const panelWidth = Math.round((imageWidth / imageHeight) * panelHeight);
  const width = panelWidth * 2 + gap;
  const rows: PictureRow[] = [];
  let y = header;
  const addRow = (kind: PictureRow['kind'], crop: PixelRect, height: number) => {
    rows.push({
      kind,
      crop,
      before: { x: 0, y, width: panelWidth, height },
      after: { x: panelWidth + gap, y, width: panelWidth, height },
    });
    y += height + gap;
  };
  if (region) {
    // A close-up as wide as the panel, no taller than a full photo and at least 4:3 wide.
    const aspect = Math.max(4 / 3, panelWidth / panelHeight);
    const height = Math.round(panelWidth / aspect);
    addRow('closeUp', closeUpCrop(region, imageWidth, imageHeight, aspect), height);
  }
  addRow('full', { x: 0, y: 0, width: imageWidth, height: imageHeight }, panelHeight);
  return {
    width,
    height: y - gap + footer,
    header: { x: 0, y: 0, width, height: header },
    rows,
    footer: { x: 0, y: y - gap, width, height: footer },
  };
}
