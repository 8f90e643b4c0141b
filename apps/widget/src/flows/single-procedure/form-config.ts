import { type ApiClient, FormConfigDocument } from '@afterlook/api';
import {
  DEFAULT_SINGLE_PROCEDURE_CONFIG,
  plainHttpOrigin,
  SINGLE_PROCEDURE_CONFIG_TYPE,
  type SingleProcedureConfig,
} from '@afterlook/domain';
import { isAllowedOrigin } from '@afterlook/embed/allowed-origins';
import * as z from 'zod/mini';

/** The config from a document, or the default BBL config when it is not a config of the right type (docs/product/validation.md). */
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
 * GET the configUrl (docs/product/api.md#session-and-clinic: no auth) with the api client's getFormConfig: no
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
