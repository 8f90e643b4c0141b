import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** A client's address as limits count it: IPv4 whole, IPv6 by its /64 (one host's block). */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip, 64);
