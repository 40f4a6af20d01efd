/**
 * The security headers of every answer (API envelopes, the console's page,
 * its assets and downloads). The console loads only its own scripts (the
 * build injects no inline script: index.html names /app-config.js and the
 * hashed bundle); MUI's emotion writes <style> tags, hence 'unsafe-inline'
 * for styles only; rich text may show remote http(s) images; previews of a
 * chosen file are blob: URLs. An answer that sets its own policy (a
 * download: "default-src 'none'; sandbox") keeps it.
 */
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data: blob: https: http:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Sets the headers before any handler runs, so a handler's own value (a download's policy) wins. */
export const registerSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
};
