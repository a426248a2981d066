import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { registerRulesSchema } from './shapes.js';

export const getRegisterSettings = defineOperation({
  id: 'getRegisterSettings',
  ...API.getRegisterSettings,
  summary: 'Registration rules keyed by field',
  tags: ['system'],
  auth: 'optional',
  value: registerRulesSchema,
});
