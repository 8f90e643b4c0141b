import type { Messages } from '@afterlook/domain';
import type { Scope } from '../support/widget.ts';

/** The scan instructions' Continue, the camera scan itself, the review's Continue. */
export async function scanFromInstructions(widget: Scope, texts: Messages): Promise<void> {
  await widget.getByRole('heading', { name: texts.scanScreens.instructions.title }).waitFor();
  await widget.getByRole('button', { name: texts.shell.continue }).click();
  await widget
    .getByRole('heading', { name: texts.scanScreens.review.title })
    .waitFor({ timeout: 60_000 });
  await widget.getByRole('button', { name: texts.scanScreens.review.continue }).click();
}
