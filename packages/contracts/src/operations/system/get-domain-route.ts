import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { domainRouteSchema } from './shapes.js';

export const getDomainRoute = defineOperation({
  id: 'getDomainRoute',
  ...API.getDomainRoute,
  summary: 'Alternative domains and customer-service channels',
  tags: ['system'],
  auth: 'optional',
  value: domainRouteSchema,
});
