// The security headers of every response (helmet): a CSP whose inline scripts need this response's
// nonce (csp-nonce.ts), no framing, HSTS and upgraded requests only when the site is served over https.
// Built once: the Fastify plugin built helmet's middleware again on every request, about 0.05 ms of
// each API call.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { nonceSource } from './csp-nonce';

/**
 * Browser features the app never uses, off for it and anything it embeds. Not listed: notifications
 * and push (not governed by this header) and clipboard-write (the PIX code's copy button).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
].join(', ');

/** What helmet sends when PUBLIC_URL is https (one year, subdomains too). */
const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; /** TLS_AT_PROXY=on: HSTS when the proxy says https. */ tlsAtProxy?: boolean },
): void {
  const https = options.publicUrl.startsWith('https:');
  // WebSockets (socket.io) to our own host only; 'self' alone does not cover ws: in every browser.
  const host = new URL(options.publicUrl).host;
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only with this response's nonce (the server-rendered page's hydration data).
        scriptSrc: ["'self'", nonceSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", `wss://${host}`, ...(https ? [] : [`ws://${host}`])],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (!https && options.tlsAtProxy && request.protocol === 'https')
      reply.raw.setHeader('Strict-Transport-Security', HSTS);
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
