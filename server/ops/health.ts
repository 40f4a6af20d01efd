/**
 * The operations endpoints, outside every API base and without a session: GET /healthz (the process is up),
 * GET /readyz (it should get requests: readiness.ts) and GET /metrics (Prometheus text, only to the socket
 * addresses of METRICS_ALLOW: a forwarded header cannot open it), and the request metrics of every answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { envelope, ok } from '../http/envelope';
import { addressMatcher } from './addressList';
import { checkReadiness, isStopping, READY_MESSAGES } from './readiness';

export const OPS_PATHS = { health: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

export const OPS_MESSAGES = {
  alive: '服务运行中',
  metricsRefused: '无权访问监控指标',
} as const;

const OWN_ROUTES = new Set<string>([...Object.values(OPS_PATHS), '/app-config.js']);

/**
 * The route label of a request: the route's pattern for the services' calls and our own paths (a call name
 * never holds an id: ids travel in bodies and queries), one label for every static file, one for the rest.
 */
const routeLabel = (request: FastifyRequest, apiPrefixes: string[]) => {
  const url = request.routeOptions.url;
  if (!url) return '(unmatched)';
  return OWN_ROUTES.has(url) || apiPrefixes.some((prefix) => url.startsWith(prefix)) ? url : '(static)';
};

export const registerOps = (app: FastifyInstance, services: Services, apiPrefixes: string[]) => {
  const { metrics, config, db, log } = services;
  const mayReadMetrics = addressMatcher(config.ops.metricsAllow);

  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDone(routeLabel(request, apiPrefixes), request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  // A request in hand when the stop began is answered, and its connection closed rather than kept for another.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isStopping(app)) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get(OPS_PATHS.health, async (_request, reply) => reply.header('cache-control', 'no-store').send(ok({ alive: true }, OPS_MESSAGES.alive)));

  app.get(OPS_PATHS.ready, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const problem = await checkReadiness(app, db, log);
    if (!problem) return reply.send(ok({ ready: true }, READY_MESSAGES.ready));
    return reply.code(503).send(envelope(503, problem.message, { ready: false, reason: problem.reason, ...(problem.pending ? { pending: problem.pending } : {}) }));
  });

  app.get(OPS_PATHS.metrics, async (request, reply) => {
    // The socket's own peer, never request.ip: with TRUST_PROXY a client could name any address in X-Forwarded-For.
    if (!mayReadMetrics(request.socket.remoteAddress)) return reply.code(403).send(envelope(403, OPS_MESSAGES.metricsRefused));
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
};
