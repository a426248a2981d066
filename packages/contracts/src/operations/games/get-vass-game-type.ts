import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';

export const getVassGameType = defineOperation({
  id: 'getVassGameType',
  ...API.getVassGameType,
  summary: 'Per game type, each vendor (vassalage) with the classifications its games have',
  tags: ['games'],
  auth: 'optional',
  value: z.object({
    /** gameType → { vassalage → classifications } */
    content: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
  }),
});
