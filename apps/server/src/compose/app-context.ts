import fp from 'fastify-plugin';
import { createGroupCommit, type GroupCommit } from '../adapters/db/create-group-commit.ts';
import type { VerifiedSession } from '../features/sessions/verify-session.ts';
import type { Clock } from '../lib/clock.ts';
import type { Db } from '../ports/db-schema.ts';
import type { LocationLookup } from '../ports/location-lookup.ts';
import type { Config } from './config/load-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Small independent writes committed together (analytics counters). */
    groupCommit: GroupCommit;
    clock: Clock;
    locationLookup: LocationLookup;
  }
  interface FastifyRequest {
    /** Set by requireSession; null on routes that do not require one. */
    session: VerifiedSession | null;
  }
}

export interface AppContext {
  readonly config: Config;
  readonly db: Db;
  readonly clock: Clock;
  readonly locationLookup: LocationLookup;
}

/** Our ports, shared by every route; the database closes with the server. */
export const appContextPlugin = fp<AppContext>(
  async (app, context) => {
    app.decorate('config', context.config);
    app.decorate('db', context.db);
    app.decorate('groupCommit', createGroupCommit(context.db));
    app.decorate('clock', context.clock);
    app.decorate('locationLookup', context.locationLookup);
    app.decorateRequest('session', null);
    app.decorateRequest('admin', null);
    app.decorateRequest('staffSession', null);
    app.addHook('onClose', async () => {
      await context.db.destroy();
    });
  },
  { name: 'afterlook-app-context' },
);
