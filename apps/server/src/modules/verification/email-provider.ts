import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { verificationRepository } from './verification.repository.js';

export type EmailMessage = { merchantCode: string; to: string; subject: string; text: string };
export type EmailProvider = { name: string; send: (msg: EmailMessage) => Promise<void> };

/** Demo provider: the e-mail is kept in the outbox shown at /dev/outbox. */
export const outboxEmailProvider = (db: Db): EmailProvider => ({
  name: 'outbox',
  send: async (msg) => {
    await verificationRepository.insertOutbox(db, {
      merchantCode: msg.merchantCode,
      channel: 'EMAIL',
      recipient: msg.to,
      subject: msg.subject,
      body: msg.text,
    });
  },
});

/** Production provider: SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@host:465). */
export const smtpEmailProvider = (url: string, from: string): EmailProvider => {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    send: async (msg) => {
      await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text });
    },
  };
};
