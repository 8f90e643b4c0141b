import {
  DEFAULT_SINGLE_PROCEDURE_CONFIG,
  isAiSupported,
  parseProcedure,
  SINGLE_PROCEDURE_CONFIG_TYPE,
  type SingleProcedureConfig,
} from '@afterlook/domain';
import { z } from 'zod';

const copy = z.string().trim().min(1).max(160).optional();

/**
 * The form config document (SPEC.md §3 'Form config'): type, procedure, landing title
 * and subtitle, showScan and copy overrides. `type` must name this form
 * ('single-procedure'; 'single_procedure' and the form name are accepted too) and the
 * procedure must be one the AI simulates (any letter case).
 */
const FormConfigDocument = z.object({
  type: z
    .string()
    .transform((value) => value.trim().toLowerCase().replace(/_/g, '-'))
    .pipe(z.enum([SINGLE_PROCEDURE_CONFIG_TYPE, 'onboarding-single-procedure'])),
  procedure: z.string().transform((value, ctx) => {
    const procedure = parseProcedure(value);
    if (!procedure || !isAiSupported(procedure)) {
      ctx.addIssue({ code: 'custom', message: `Not a procedure the AI simulates: ${value}` });
      return z.NEVER;
    }
    return procedure;
  }),
  landingTitle: copy,
  landingSubtitle: copy,
  showScan: z.boolean().optional(),
  copyOverrides: z
    .object({
      uploadLabel: copy,
      simulateLabel: copy,
      exploreLabel: copy,
      magicLine: copy,
      simulateButton: copy,
    })
    .optional(),
});

/** The config from a document, or the default BBL config when it is not a config of the right type (SPEC.md §5). */
export function parseFormConfig(document: unknown): SingleProcedureConfig {
  const parsed = FormConfigDocument.safeParse(document);
  if (!parsed.success) {
    console.warn(
      `AfterLook: the form config is not valid, using the default.\n${z.prettifyError(parsed.error)}`,
    );
    return DEFAULT_SINGLE_PROCEDURE_CONFIG;
  }
  const { procedure, landingTitle, landingSubtitle, showScan, copyOverrides } = parsed.data;
  return {
    type: SINGLE_PROCEDURE_CONFIG_TYPE,
    procedure,
    landingTitle: landingTitle ?? null,
    landingSubtitle: landingSubtitle ?? null,
    showScan: showScan ?? DEFAULT_SINGLE_PROCEDURE_CONFIG.showScan,
    copyOverrides: copyOverrides ?? {},
  };
}

/**
 * GET the configUrl (SPEC.md §7.1: no auth). The api client has no call for a
 * third-party address that must not carry the session token, so this one request is
 * made here; a failure means the default config.
 */
export async function loadFormConfig(
  url: string,
  signal?: AbortSignal,
): Promise<SingleProcedureConfig> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      ...(signal ? { signal } : {}),
    });
    if (!response.ok)
      throw new Error(`HTTP Error: ${response.status} - ${await response.text().catch(() => '')}`);
    return parseFormConfig(await response.json());
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('AfterLook: the form config could not be loaded, using the default.', error);
    return DEFAULT_SINGLE_PROCEDURE_CONFIG;
  }
}
