import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../ports/db-schema.ts';

/**
 * The images a session may use: its own. Images reserved before sessions owned them
 * (session_id null) stay usable by their clinic's sessions; without a session (tools,
 * the clinic's side) every image of the clinic is.
 */
export const ownedBySession =
  (sessionId: string | undefined) => (eb: ExpressionBuilder<Database, 'images'>) =>
    sessionId === undefined
      ? eb.lit(true)
      : eb.or([eb('images.session_id', 'is', null), eb('images.session_id', '=', sessionId)]);
