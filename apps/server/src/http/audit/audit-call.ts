import type { AuditAction } from '@afterlook/domain';
import type { FastifyRequest } from 'fastify';
import { type AuditRecord, recordAudit } from '../../features/audit/record-audit.ts';
import { callerOf } from '../auth/require-clinic-caller.ts';
import { clientAddress } from '../limits/client-address.ts';
import { truncateAddress } from '../logging/truncate-address.ts';

/**
 * The network a call came from as the audit trail keeps it: the address the limits
 * count (TRUST_PROXY applied), cut to IPv4 /24 or IPv6 /48 like our logs.
 */
export const networkOf = (request: FastifyRequest): string =>
  truncateAddress(clientAddress(request));

/**
 * Records a clinic call in the clinic's audit trail: the verified caller (a staff member
 * or an admin key), now, and the caller's network. Throws when the row is not written.
 */
export async function auditCall(
  request: FastifyRequest,
  action: AuditAction,
  what: Pick<AuditRecord, 'target' | 'detail'> = {},
): Promise<void> {
  const caller = callerOf(request);
  await recordAudit(request.server.db, request.server.clock, {
    clinicId: caller.clinicId,
    action,
    actor: caller.actor,
    address: networkOf(request),
    ...what,
  });
}
