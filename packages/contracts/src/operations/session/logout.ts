import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';

export const logout = defineOperation({
  id: 'logout',
  ...API.logout,
  summary: 'End the current session on the server',
  tags: ['session'],
  auth: 'token',
  value: z.null(),
});
