/** The text of a WebSocket message, whichever form the socket library delivered it in. */
export const messageText = (raw: Buffer | ArrayBuffer | Buffer[]): string =>
  Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw as ArrayBuffer).toString('utf8');
