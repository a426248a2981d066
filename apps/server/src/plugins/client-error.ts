import type { Socket } from 'node:net';
import { ErrorCode, errorDefaultMessage, errorStatus } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node refuses before Fastify sees them (headers above the limit, a timeout, bytes that are
 * not HTTP) are answered on the socket. Fastify's default writes its own JSON shape; this writes the
 * envelope with a catalogue code, like every other answer.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
  // A reset connection is gone: there is no one to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ErrorCode.HeaderTooLarge
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ErrorCode.RequestTimeout
        : ErrorCode.ValidationFailed;
  const status = errorStatus[code];
  const body = JSON.stringify({ success: false, value: null, errorCode: code, message: errorDefaultMessage[code] });
  this.log.trace({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
