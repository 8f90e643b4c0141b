import { type Language, MESSAGES } from '@afterlook/domain';
import { JOB_CRASHED_REASON } from '../../ports/job-queue.ts';

type TextTable = Readonly<Record<string, unknown>>;

/**
 * The patient-facing sentence for a failed transform's reason code: the vision
 * step's photo-quality texts (catalog section `vision`, when present) first, then
 * the engine's and the runner's; a reason without a text of its own reads as "this
 * photo could not be used".
 */
export function describeFailure(reason: string, lang: Language): string {
  const catalog = MESSAGES[lang] as unknown as Readonly<Record<string, TextTable | undefined>>;
  for (const section of ['vision', 'simulationResult']) {
    const text = catalog[section]?.[reason];
    if (typeof text === 'string') return text;
  }
  return reason === JOB_CRASHED_REASON
    ? MESSAGES[lang].simulationResult.processing_failed
    : MESSAGES[lang].simulationResult.image_invalid;
}
