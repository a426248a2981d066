import { zodResolver } from '@hookform/resolvers/zod';
import type { RegisterRule } from '@pagoda/contracts';
import { formatRuleMessage, matchesRule } from '@pagoda/contracts';
import { type Resolver, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/*
 * Forms whose fields are checked by their operation's body rules merged with the brand's runtime
 * rules (the registration patterns of the register settings). Only lazy form chunks import this.
 */

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

/** One field of a rules form: the operation's rule, the brand's rule, or the field it confirms. */
export type FieldRule<F extends string> = {
  contract: ContractRule;
  rule?: RegisterRule;
  required?: boolean;
  /** A confirmation: required, and equal to this other field. */
  matches?: NoInfer<F>;
  /** The text when the operation's rule fails (else the brand's rule text, or a generic one). */
  message?: string;
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
      const { contract, rule, required = false, matches, message } = fields[name];
      const raw = values[name] ?? '';
      const fieldTexts = message ? { ...texts, invalid: message } : texts;
      const checked = checkField(contract, rule, required || matches !== undefined, raw, fieldTexts);
      const { value, error: ruleError } = checked;
      const error = !ruleError && matches !== undefined && raw !== values[matches] ? texts.mismatch : ruleError;
      if (error) ctx.addIssue({ code: 'custom', path: [name], message: error });
      else if (value) out[name] = value;
    }
    return out;
  });

type Texts = RuleTexts & { mismatch: string };

/** The translated texts of the field checks (required, mismatch, a brand rule, anything else). */
export const useRuleTexts = (): Texts => {
  const { t } = useTranslation();
  return {
    required: t('session.required'),
    invalid: t('error.validation_failed'),
    mismatch: t('session.mismatch'),
    rule: (rule: RegisterRule) => formatRuleMessage(t(`reg_pattern_${rule.patternId}`), rule),
  };
};

type Context<F extends string> = { fields: Record<F, FieldRule<F>>; texts: Texts };

const rulesResolver = <F extends string>(): Resolver<Record<F, string>, Context<F>, Partial<Record<F, string>>> =>
  ((values, context, options) =>
    zodResolver(rulesFormSchema(context!.fields, context!.texts))(values, context, options)) as Resolver<
    Record<F, string>,
    Context<F>,
    Partial<Record<F, string>>
  >;

/**
 * react-hook-form over text fields whose rules are their operation's body rules merged with the
 * brand's rules (they reach the resolver as the form's context, so they may change while open).
 * The submit handler gets the filled fields as the operation takes them (trimmed where it trims).
 */
export const useRulesForm = <F extends string>(
  fields: Record<F, FieldRule<F>>,
  defaults: Partial<Record<NoInfer<F>, string>> = {},
) => {
  const texts = useRuleTexts();
  const form = useForm<Record<F, string>, Context<F>, Partial<Record<F, string>>>({
    context: { fields, texts },
    resolver: rulesResolver<F>(),
    defaultValues: { ...Object.fromEntries(Object.keys(fields).map((k) => [k, ''])), ...defaults } as never,
  });
  return form;
};

/** Keeps only digits in a number field as the member types: wraps a register() result. */
export const digitsOnly = (field: UseFormRegisterReturn): UseFormRegisterReturn => ({
  ...field,
  onChange: (e: { target: HTMLInputElement }) => {
    e.target.value = e.target.value.replace(/\D/g, '');
    return field.onChange(e);
  },
});
