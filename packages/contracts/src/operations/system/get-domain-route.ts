import { defineOperation } from '../../operation.js';
import { domainRouteSchema } from './shapes.js';

export const getDomainRoute = defineOperation({
  id: 'getDomainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  summary: 'Alternative domains and customer-service channels',
  tags: ['system'],
  auth: 'optional',
  value: domainRouteSchema,
});
