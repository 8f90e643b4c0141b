import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from '../../lib/net/is-public-address.ts';

/** A host name's addresses (the system resolver, or a test's own). */
export type ResolveHost = (
  hostname: string,
) => Promise<readonly { readonly address: string; readonly family: number }[]>;

const systemResolve: ResolveHost = (hostname) => lookup(hostname, { all: true });

/**
 * The socket's lookup: resolves the name once and refuses it when any answer is not
 * public. The connection goes to the addresses checked here, so a DNS answer that
 * changes between check and connect (rebinding) cannot slip through. Literal
 * addresses never come here: refuseOutboundUrl checks them.
 */
export const pinnedLookup =
  (allowPrivate: boolean, resolve: ResolveHost = systemResolve): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname)
      .then((answers) => {
        const bad = allowPrivate
          ? undefined
          : answers.find((answer) => !isPublicAddress(answer.address));
        if (bad) {
          const error = new Error(`${hostname} resolves to a non-public address (${bad.address})`);
          callback(Object.assign(error, { code: 'EADDRNOTPUBLIC' }), '', 0);
          return;
        }
        const family =
          options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = answers.filter((answer) => !family || answer.family === family);
        const [first] = wanted;
        if (!first)
          throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
        if (options.all)
          callback(
            null,
            wanted.map(({ address, family }) => ({ address, family })),
          );
        else callback(null, first.address, first.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
