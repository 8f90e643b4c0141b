import { refuseOutboundUrl } from '../../lib/net/refuse-outbound-url.ts';
import type { ClinicPatch } from './clinic-fields.ts';

/** What the operator lets clinics' URLs reach (environment flags, never a clinic's). */
export interface OutboundReach {
  /** WEBHOOK_ALLOW_PRIVATE */
  readonly webhookAllowPrivate: boolean;
  /** CHAT_LLM_ALLOW_PRIVATE */
  readonly chatLlmAllowPrivate: boolean;
}

/**
 * The settings naming a URL the server will call, refused by the outbound guard's
 * rule before they are stored (a host name is checked again when it is called).
 */
export function refuseOutboundFields(
  patch: ClinicPatch,
  reach: OutboundReach,
): Record<string, string> {
  const refused: Record<string, string> = {};
  const check = (field: 'webhook_url' | 'chat_llm_url', allowPrivate: boolean) => {
    const url = patch[field];
    const problem = url ? refuseOutboundUrl(url, allowPrivate) : null;
    if (problem) refused[field] = problem;
  };
  check('webhook_url', reach.webhookAllowPrivate);
  check('chat_llm_url', reach.chatLlmAllowPrivate);
  return refused;
}
