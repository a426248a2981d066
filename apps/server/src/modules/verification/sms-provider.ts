import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { verificationRepository } from './verification.repository.js';

export type SmsMessage = { merchantCode: string; to: string; text: string };
export type SmsProvider = { name: string; send: (msg: SmsMessage) => Promise<void> };

/** Demo provider: the message is kept in the outbox shown at /dev/outbox. */
export const outboxSmsProvider = (db: Db): SmsProvider => ({
  name: 'outbox',
  send: async (msg) => {
    await verificationRepository.insertOutbox(db, {
      merchantCode: msg.merchantCode,
      channel: 'SMS',
      recipient: msg.to,
      body: msg.text,
    });
  },
});

/**
 * Production provider: a generic JSON webhook. The body is signed with HMAC-SHA256 of the
 * secret in `X-Pagoda-Signature`, so the gateway can reject forged requests.
 */
export const httpSmsProvider = (url: string, secret: string): SmsProvider => ({
  name: 'http',
  send: async (msg) => {
    const body = JSON.stringify({ to: `+${msg.to}`, text: msg.text, merchant: msg.merchantCode });
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pagoda-signature': signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  },
});
