import type { Procedure } from './procedures.ts';

/**
 * The optional form configuration of the single-procedure flow, fetched from the
 * `configUrl` query parameter (docs/product/single-procedure-flow.md, entities.md). Texts given here are shown as they
 * are (a clinic writes them in its page's language); absent ones come from the catalog.
 */
export interface SingleProcedureCopyOverrides {
  /** First step of the landing ('Take Selfie'). */
  readonly uploadLabel?: string | undefined;
  /** Second step ('AI Result'). */
  readonly simulateLabel?: string | undefined;
  /** Third step ('View Options'). */
  readonly exploreLabel?: string | undefined;
  /** 'Fast. Fun. Free. And kind of magical' */
  readonly magicLine?: string | undefined;
  /** 'Simulate Now' */
  readonly simulateButton?: string | undefined;
}

export interface SingleProcedureConfig {
  /** Which kind of form the document configures; always 'single-procedure' here. */
  readonly type: typeof SINGLE_PROCEDURE_CONFIG_TYPE;
  readonly procedure: Procedure;
  /** null: the catalog's 'Visualize Your Dream {procedure}'. */
  readonly landingTitle: string | null;
  readonly landingSubtitle: string | null;
  /** Whether the method choice offers the camera scan (else the photo upload only). */
  readonly showScan: boolean;
  readonly copyOverrides: SingleProcedureCopyOverrides;
}

export const SINGLE_PROCEDURE_CONFIG_TYPE = 'single-procedure';

/** Used when there is no configUrl, or its document is not a config of the right type: BBL. */
export const DEFAULT_SINGLE_PROCEDURE_CONFIG: SingleProcedureConfig = {
  type: SINGLE_PROCEDURE_CONFIG_TYPE,
  procedure: 'BBL',
  landingTitle: null,
  landingSubtitle: null,
  showScan: true,
  copyOverrides: {},
};
