import { LANGUAGES } from '@afterlook/domain';
import * as z from 'zod/mini';

/**
 * Optional JSON body of POST {api}/sessions: the language of the texts the server
 * writes for the session (simulation reasons). Without it, Accept-Language decides.
 */
export const CreateSessionRequest = z.object({ lang: z.optional(z.enum(LANGUAGES)) });
export type CreateSessionRequest = z.infer<typeof CreateSessionRequest>;

/** POST {api}/sessions, `Authorization: <sdk key>`; optional body { lang }. */
export const CreateSessionResponse = z.object({
  id: z.string(),
  access_token: z.string(),
});
export type CreateSessionResponse = z.infer<typeof CreateSessionResponse>;
