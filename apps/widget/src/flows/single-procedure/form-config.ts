import type { ApiClient } from '@afterlook/api';
import {
  DEFAULT_SINGLE_PROCEDURE_CONFIG,
  isAiSupported,
  parseProcedure,
  plainHttpOrigin,
  SINGLE_PROCEDURE_CONFIG_TYPE,
  type SingleProcedureConfig,
} from '@afterlook/domain';
import { isAllowedOrigin } from '@afterlook/embed/allowed-origins';
import * as z from 'zod/mini';

// zod/mini, like the api client's schemas: the widget ships one small zod.
const copy = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(160)));

/**
 * The form config document (SPEC.md §3 'Form config'): type, procedure, landing title
 * and subtitle, showScan and copy overrides. `type` must name this form
 * ('single-procedure'; 'single_procedure' and the form name are accepted too) and the
 * procedure must be one the AI simulates (any letter case).
 */
const FormConfigDocument = z.object({
  type: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim().toLowerCase().replace(/_/g, '-')),
    ),
    z.enum([SINGLE_PROCEDURE_CONFIG_TYPE, 'onboarding-single-procedure']),
  ),
  procedure: z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const procedure = parseProcedure(value);
      if (!procedure || !isAiSupported(procedure)) {
        ctx.issues.push({
          code: 'custom',
          message: `Not a procedure the AI simulates: ${value}`,
          input: value,
        });
        return z.NEVER;
      }
      return procedure;
    }),
  ),
  landingTitle: copy,
  landingSubtitle: copy,
  showScan: z.optional(z.boolean()),
  copyOverrides: z.optional(
    z.object({
      uploadLabel: copy,
      simulateLabel: copy,
      exploreLabel: copy,
      magicLine: copy,
      simulateButton: copy,
    }),
  ),
});

/** The config from a document, or the default BBL config when it is not a config of the right type (SPEC.md §5). */
export function parseFormConfig(document: unknown): SingleProcedureConfig {
  const parsed = z.safeParse(FormConfigDocument, document);
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
 * Whether the widget may fetch this configUrl (finding 7: any site could otherwise put
 * its own words in the clinic's branded widget with a crafted link): a config we host
 * (the widget's own origin) or one on an origin the clinic lists (clinic-info's
 * allowed_origins, the same list that may embed the widget).
 */
export function isConfigUrlAllowed(
  url: string,
  allowedOrigins: readonly string[],
  ownOrigin: string,
): boolean {
  const origin = plainHttpOrigin(url);
  return origin !== null && (origin === ownOrigin || isAllowedOrigin(origin, allowedOrigins));
}

/**
 * GET the configUrl (SPEC.md §7.1: no auth) with the api client's getFormConfig: no
 * session header, no cookies, bounded in time and size. A failure means the default.
 */
export async function loadFormConfig(
  api: Pick<ApiClient, 'getFormConfig'>,
  url: string,
  signal?: AbortSignal,
): Promise<SingleProcedureConfig> {
  try {
    return parseFormConfig(await api.getFormConfig(url, signal ? { signal } : {}));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('AfterLook: the form config could not be loaded, using the default.', error);
    return DEFAULT_SINGLE_PROCEDURE_CONFIG;
  }
}
