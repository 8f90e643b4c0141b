import { z } from 'zod';

/** POST {api}/sessions, `Authorization: <sdk key>`; no body. */
export const CreateSessionResponse = z.object({
  id: z.string(),
  access_token: z.string(),
});
export type CreateSessionResponse = z.infer<typeof CreateSessionResponse>;
