import { type ApiRoute, matchRoute, ROUTES, type RouteName } from '@afterlook/api';

export interface RecordedCall {
  readonly method: string;
  /** The URL path the client requested, parameters filled in. */
  readonly path: string;
}

/**
 * The calls a client made that the server cannot answer: a path that is no shared route
 * (the client spelled a URL of its own), or a route the server does not register.
 * `awaitingServer` names routes whose server side is still to be built: listed, they
 * are passed over; served, they are reported (so the list only shrinks).
 */
export function unservedClientCalls(
  calls: readonly RecordedCall[],
  serves: (route: ApiRoute) => boolean,
  awaitingServer: ReadonlySet<RouteName> = new Set(),
): string[] {
  const problems = new Set<string>();
  for (const { method, path } of calls) {
    const name = matchRoute(method, path);
    if (name === null) {
      problems.add(`${method} ${path}: not a route of @afterlook/api's ROUTES`);
      continue;
    }
    const served = serves(ROUTES[name]);
    if (!served && !awaitingServer.has(name)) {
      problems.add(`${method} ${ROUTES[name].path} (${name}): the server has no such route`);
    }
    if (served && awaitingServer.has(name)) {
      problems.add(`${name} is served now: take it off the awaiting list`);
    }
  }
  return [...problems];
}
