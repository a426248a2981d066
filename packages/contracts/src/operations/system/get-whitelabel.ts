import { defineOperation } from '../../operation.js';
import { whitelabelNodeSchema } from './shapes.js';

export const getWhitelabel = defineOperation({
  id: 'getWhitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  summary: 'The brand whitelabel module tree',
  tags: ['system'],
  auth: 'optional',
  value: whitelabelNodeSchema,
});
