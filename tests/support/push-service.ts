// A local push service for tests and the benchmark: accepts web push POSTs on any path, records
// them (headers and encrypted body), and answers what the test tells it to (201 by default).
// Subscriptions made with subscriptionKeys() can be decrypted with decryptPush() (http_ece).
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

export interface PushService {
  url: string;
  received: ReceivedPush[];
  /** Status per path (default 201); a function may change its answer per call. */
  answer: (path: string) => number;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const service: PushService = { url: '', received, answer: () => 201, close: async () => undefined };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: performance.now() });
      response.statusCode = service.answer(path);
      response.end();
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
export function subscriptionKeys(): { ecdh: ECDH; p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Decrypts an aes128gcm push body with the subscription's keys, as the browser does. */
export function decryptPush(body: Buffer, keys: { ecdh: ECDH; auth: string }): unknown {
  return JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString());
}
