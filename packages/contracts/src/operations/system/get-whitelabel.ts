import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { whitelabelNodeSchema } from './shapes.js';

export const getWhitelabel = defineOperation({
  id: 'getWhitelabel',
  ...API.getWhitelabel,
  summary: 'The brand whitelabel module tree',
  tags: ['system'],
  auth: 'optional',
  value: whitelabelNodeSchema,
});
