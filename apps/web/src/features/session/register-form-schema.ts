import type { RegisterRule } from '@pagoda/contracts';
import { bodySchema, register } from '@pagoda/contracts';
import { z } from 'zod';
import { checkField, type RuleTexts } from '../../lib/rules-form';

export type RegisterFields = {
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum: string;
  verificationCode: string;
  payeeName: string;
  email: string;
  affiliateCode: string;
  captcha: string;
};
type Checked = keyof RegisterFields;

/** Which fields the open registration form shows, from the tab and the brand's settings. */
export type RegisterFormShape = {
  rules: Record<string, RegisterRule>;
  username: boolean;
  password: boolean;
  sms: boolean;
  captcha: boolean;
  affiliate: boolean;
  /** The optional profile fields the brand enables. */
  extras: readonly ('payeeName' | 'email')[];
};

/** The register operation's body rules (username and registerMobile share one body). */
export const registerRules = bodySchema(register).shape;

/**
 * The registration form's schema: every shown field checked against the register operation's
 * body schema merged with the brand's rule for it, and the confirmation against the password.
 * The output holds only the shown fields, as the operation takes them.
 */
export const registerFormSchema = (shape: RegisterFormShape, texts: RuleTexts & { mismatch: string }) =>
  z
    .object({
      username: z.string(),
      password: z.string(),
      confirmPassword: z.string(),
      mobileNum: z.string(),
      verificationCode: z.string(),
      payeeName: z.string(),
      email: z.string(),
      affiliateCode: z.string(),
      captcha: z.string(),
    })
    .transform((values, ctx) => {
      const out: Partial<RegisterFields> = {};
      const check = (name: Checked, required: boolean, brandRule = true) => {
        const rule = brandRule ? shape.rules[name] : undefined;
        const { value, error } = checkField(registerRules[name], rule, required, values[name], texts);
        if (error) ctx.addIssue({ code: 'custom', path: [name], message: error });
        else if (value.trim()) out[name] = value;
      };
      if (shape.username) check('username', true);
      if (shape.password) {
        check('password', true);
        const confirm = values.confirmPassword;
        const error = !confirm ? texts.required : confirm !== values.password ? texts.mismatch : null;
        if (error) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: error });
        else out.confirmPassword = confirm;
      }
      if (shape.sms) {
        check('mobileNum', true);
        check('verificationCode', true, false);
      }
      for (const name of shape.extras) check(name, false);
      if (shape.affiliate) check('affiliateCode', false);
      if (shape.captcha) check('captcha', true, false);
      return out;
    });
