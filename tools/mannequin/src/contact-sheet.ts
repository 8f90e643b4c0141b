import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/** A grid of thumbnails (row-major, `columns` wide) on a light background, as a PNG. */
export async function writeContactSheet(
  files: readonly string[],
  columns: number,
  out: string,
  thumb = 320,
  gap = 8,
): Promise<void> {
  const rows = Math.ceil(files.length / columns);
  const tiles = await Promise.all(
    files.map((f) =>
      sharp(f).resize(thumb, thumb, { fit: 'contain', background: '#f4f3f1' }).png().toBuffer(),
    ),
  );
  await mkdir(dirname(out), { recursive: true });
  await sharp({
    create: {
      width: columns * thumb + (columns + 1) * gap,
      height: rows * thumb + (rows + 1) * gap,
      channels: 3,
      background: '#f4f3f1',
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: gap + (i % columns) * (thumb + gap),
        top: gap + Math.floor(i / columns) * (thumb + gap),
      })),
    )
    .png({ compressionLevel: 9 })
    .toFile(out);
}
