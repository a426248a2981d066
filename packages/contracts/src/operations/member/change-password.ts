import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';

export const changePasswordBodySchema = z.object({
  oldPassword: text().max(128).optional().nullable(),
  newPassword: text().min(1).max(128),
  confirmNewPassword: text().min(1).max(128),
});

export const changePassword = defineOperation({
  id: 'changePassword',
  ...API.changePassword,
  summary: 'Change the password (encrypted); other sessions end',
  tags: ['member'],
  auth: 'token',
  body: changePasswordBodySchema,
  value: z.null(),
});
