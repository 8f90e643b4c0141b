import { z } from 'zod';

/** The query parameters a signed URL carries (create-url-signer.ts); checked by the signer. */
export const SignedQuery = z.object({
  c: z.string().optional(),
  k: z.string().optional(),
  v: z.string().optional(),
  l: z.string().optional(),
  e: z.string().optional(),
  s: z.string().optional(),
});
