import type { Procedure } from '@afterlook/domain';

/** Where a lead's before/after pictures live, resolved when it is submitted. */
export interface LeadImages {
  readonly source: 'upload' | 'sample' | null;
  readonly beforeImageKey: string | null;
  readonly sampleModelId: string | null;
  readonly transformJobId: string | null;
  /** Blob keys of the after images (empty while the transform is still running). */
  readonly afterImageKeys: readonly string[];
}

export const NO_LEAD_IMAGES: LeadImages = {
  source: null,
  beforeImageKey: null,
  sampleModelId: null,
  transformJobId: null,
  afterImageKeys: [],
};

/** The procedure whose result belongs to the lead: the one of interest, when there is one. */
export const leadProcedure = (procedures: readonly Procedure[] | undefined): Procedure | null =>
  procedures?.[0] ?? null;
