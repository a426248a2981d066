import { z } from 'zod';
import { API } from '../../api-routes.js';
import { LANGUAGES } from '../../enums.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { dialingCodeSchema, mobileSchema } from '../session/shapes.js';

export const getMemberIcon = defineOperation({
  id: 'getMemberIcon',
  ...API.getMemberIcon,
  summary: "The member's profile icon id",
  tags: ['member'],
  auth: 'token',
  value: z.string(),
});

export const getPlayerAvatar = defineOperation({
  id: 'getPlayerAvatar',
  ...API.getPlayerAvatar,
  summary: "The member's avatar: STATIC means a built-in image id",
  tags: ['member'],
  auth: 'token',
  value: z.object({ avatarType: z.literal('STATIC'), avatar: z.string() }),
});

export const setMemberLanguage = defineOperation({
  id: 'setMemberLanguage',
  ...API.setMemberLanguage,
  summary: "Store the member's portal language",
  tags: ['member'],
  auth: 'token',
  body: z.object({ language: z.enum(LANGUAGES) }),
  value: z.null(),
});

export const resetPasswordBySms = defineOperation({
  id: 'resetPasswordBySms',
  ...API.resetPasswordBySms,
  summary: 'Set a new password with a code sent to the bound mobile (encrypted); CHNGPASSVERIF3',
  tags: ['member'],
  auth: 'none',
  body: z.object({
    newPassword: text().min(1).max(128),
    mobileNum: mobileSchema,
    verificationCode: text().trim().max(16),
    countryDialingCode: dialingCodeSchema.optional(),
  }),
  value: z.null(),
});
