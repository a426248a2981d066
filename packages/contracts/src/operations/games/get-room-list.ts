import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { clientFields, gameItemSchema } from './shapes.js';

export const getRoomList = defineOperation({
  id: 'getRoomList',
  ...API.getRoomList,
  summary: 'PVP rooms of the vendors that have rooms',
  tags: ['games'],
  auth: 'optional',
  query: z.object({ ...clientFields, vassalage: z.string().trim().max(32).optional() }),
  value: z.object({ list: z.array(gameItemSchema) }),
});
