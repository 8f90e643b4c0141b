import { ApiErrorBody } from '@afterlook/api';

/**
 * The error answers a route documents, each the ApiErrorBody `{ error, message }`:
 * `response: { 200: AdminLead, ...errorAnswers(400, 401, 404, 429) }`.
 */
export function errorAnswers<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ApiErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorBody])) as Record<
    Status,
    typeof ApiErrorBody
  >;
}
