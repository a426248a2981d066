import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';

export const requestPasswordEmail = defineOperation({
  id: 'requestPasswordEmail',
  ...API.requestPasswordEmail,
  summary:
    'E-mail a reset link when username and e-mail match (form-urlencoded); the answer never says whether they did',
  tags: ['member'],
  auth: 'none',
  body: z.object({ username: text().trim().min(1).max(64), email: text().trim().min(3).max(254) }),
  value: z.null(),
});

export const resetPasswordByEmail = defineOperation({
  id: 'resetPasswordByEmail',
  ...API.resetPasswordByEmail,
  summary: 'Set a new password with the token of an e-mailed link (encrypted)',
  tags: ['member'],
  auth: 'none',
  body: z.object({
    token: text().regex(/^[A-Za-z0-9_-]{43}$/),
    newPassword: text().min(1).max(128),
    confirmNewPassword: text().min(1).max(128),
  }),
  value: z.null(),
});
