import type { RegisterRule } from '@pagoda/contracts';
import { bodySchema, matchesRule, register } from '@pagoda/contracts';
import { z } from 'zod';

/** The translated texts a rule check reports: empty-but-required, a failed brand rule, anything else. */
export type RuleTexts = { required: string; invalid: string; rule: (rule: RegisterRule) => string };

type ContractRule = z.ZodType<string | null | undefined, string | null | undefined>;

/**
 * One text field against the operation's own rule (trim, maximum length) narrowed by the brand's
 * runtime rule for that field (pattern and length from the register settings, required flag).
 * Returns the value the operation takes (trimmed when the contract trims) or the error text.
 */
export const checkField = (
  contract: ContractRule,
  rule: RegisterRule | undefined,
  required: boolean,
  raw: string,
  texts: RuleTexts,
): { value: string; error: string | null } => {
  const brand = rule?.enabled ? rule : undefined;
  if (!raw.trim()) return { value: '', error: required || brand?.required ? texts.required : null };
  const parsed = contract.safeParse(raw);
  if (!parsed.success) return { value: raw, error: brand ? texts.rule(brand) : texts.invalid };
  const value = parsed.data ?? '';
  // The brand's rules read the trimmed text, whether or not the contract trims this field.
  if (brand && !matchesRule(brand, value.trim())) return { value, error: texts.rule(brand) };
  return { value, error: null };
};

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

/** One field of a rules form: the operation's rule, the brand's rule, or the field it confirms. */
export type FieldRule<F extends string> = {
  contract: ContractRule;
  rule?: RegisterRule;
  required?: boolean;
  /** A confirmation: required, and equal to this other field. */
  matches?: NoInfer<F>;
};

/**
 * A form of text fields, each checked by its operation's rule merged with the brand's rule (or
 * against the field it confirms). The output holds each field that is filled, as checked.
 */
export const rulesFormSchema = <F extends string>(
  fields: Record<F, FieldRule<F>>,
  texts: RuleTexts & { mismatch: string },
) =>
  z.record(z.string(), z.string()).transform((values, ctx) => {
    const out: Partial<Record<F, string>> = {};
    for (const name of Object.keys(fields) as F[]) {
      const { contract, rule, required = false, matches } = fields[name];
      const raw = values[name] ?? '';
      const { value, error: ruleError } = checkField(contract, rule, required || matches !== undefined, raw, texts);
      const error = !ruleError && matches !== undefined && raw !== values[matches] ? texts.mismatch : ruleError;
      if (error) ctx.addIssue({ code: 'custom', path: [name], message: error });
      else if (value) out[name] = value;
    }
    return out;
  });
