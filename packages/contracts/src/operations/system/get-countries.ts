import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';

export const countryEntrySchema = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
});

export const getCountries = defineOperation({
  id: 'getCountries',
  ...API.getCountries,
  summary: 'Countries with dialing codes, and the brand default country and currency',
  tags: ['system'],
  auth: 'optional',
  value: z.object({
    countries: z.array(countryEntrySchema),
    countryCode: z.string(),
    countryDialingCode: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
});
