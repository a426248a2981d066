import { defineOperation } from '../../operation.js';
import { registerRulesSchema } from './shapes.js';

export const getRegisterSettings = defineOperation({
  id: 'getRegisterSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: 'Registration rules keyed by field',
  tags: ['system'],
  auth: 'optional',
  value: registerRulesSchema,
});
