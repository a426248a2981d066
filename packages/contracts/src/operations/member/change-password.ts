import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';

export const changePasswordBodySchema = z.object({
  oldPassword: z.string().max(128).optional().nullable(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
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
