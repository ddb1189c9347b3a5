// What the BFF answers when no route takes a request: 405 with the exact `Allow` of what the router has at that path,
// 204 with the same `Allow` for OPTIONS, 404 where nothing is served. A GET for an unknown page never gets here (every
// GET path is a page, and an unknown one is the 404 page). The methods come from Fastify's own router
// (`app.findRoute` over the concrete path); the /api proxy's wildcard route is narrowed by its allow-list, which is
// that route's table of what it forwards. Nothing of the request is echoed back.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAllowedApiCall } from '../routes/api-proxy.ts';
import { answerAs, refuse } from './answer-policy.ts';

/** The methods a route can be registered with, in the order `Allow` lists them. */
export const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** A route as registered: its path pattern and methods (collected by `registerNotFoundAnswers`' onRoute hook). */
export interface RegisteredRoute {
  url: string;
  methods: string[];
}

const routesOf = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered on the app so far (HEAD routes Fastify adds for GET included). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return routesOf.get(app) ?? [];
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The methods the router serves at a concrete path. */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  const allowed: string[] = [];
  for (const method of ROUTE_METHODS) {
    const found = app.findRoute({ method, url: path });
    if (!found) continue;
    // The proxy's catch-all under /api forwards only what its allow-list names (HEAD with GET).
    const viaProxy =
      (isApiPath(path) && (found.params as Record<string, unknown>)['*'] !== undefined) ||
      path === '/api' ||
      path === '/api/';
    if (viaProxy && !isAllowedApiCall(method === 'HEAD' ? 'GET' : method, path)) continue;
    allowed.push(method);
  }
  return allowed;
}

function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0];
}

export function registerNotFoundAnswers(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push({ url: route.url, methods: ([] as string[]).concat(route.method) });
  });
  app.setNotFoundHandler(answerUnrouted);
}

/** A request no route serves as it came: 404, 405 with `Allow`, or OPTIONS' 204 with it. */
export function answerUnrouted(req: FastifyRequest, reply: FastifyReply) {
  const path = pathOf(req);
  const allowed = allowedMethods(req.server, path);
  if (allowed.length === 0) return refuse(reply, 404, isApiPath(path) ? 'Unknown API endpoint' : 'Not Found');
  if (allowed.includes(req.method)) return refuse(reply, 404, 'Not Found');
  reply.header('allow', allowed.join(', '));
  if (req.method === 'OPTIONS') return answerAs(reply.code(204), 'ops').send();
  return refuse(reply, 405, `use ${allowed.join(' or ')}`);
}
