import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers above 1 KB, brotli first, then gzip. Brotli runs at quality 4: the default (11) is
 * for build-time assets and costs milliseconds per API answer; built assets come pre-compressed
 * (.br/.gz from the build, sent by the static plugin with their content-encoding, which this skips).
 * WebSocket upgrades never reach onSend, and an answer already carrying a content-encoding is left alone.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
};
