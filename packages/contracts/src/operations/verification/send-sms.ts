import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { dialingCodeSchema, mobileSchema } from '../session/shapes.js';

const smsValue = z.object({ expiredMinutes: z.number().int().positive(), expirationTime: z.number().int() });

export const sendRegisterSms = defineOperation({
  id: 'sendRegisterSms',
  ...API.sendRegisterSms,
  summary: 'Send a registration code to a mobile number (note: mobileNo)',
  tags: ['verification'],
  auth: 'none',
  body: z.object({ mobileNo: mobileSchema, countryDialingCode: dialingCodeSchema }),
  value: smsValue,
});

export const sendNoLoginSms = defineOperation({
  id: 'sendNoLoginSms',
  ...API.sendNoLoginSms,
  summary: 'Send a code to a registered mobile (SMS login, password reset)',
  tags: ['verification'],
  auth: 'none',
  body: z.object({ mobileNum: mobileSchema, countryDialingCode: dialingCodeSchema }),
  value: smsValue,
});
