/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an over-long
 * address or header block, a malformed request line, a client too slow to
 * send its request) are answered with the envelope, like every other refusal.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { envelope } from './envelope';

const REFUSALS: Record<string, { status: number; text: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, text: '请求地址或请求头过长' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: '请求超时' },
};
const MALFORMED = { status: 400, text: '请求格式错误' };

export const envelopeClientError = (error: Error & { code?: string }, socket: Socket) => {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, text } = REFUSALS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(envelope(status, text));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
};
