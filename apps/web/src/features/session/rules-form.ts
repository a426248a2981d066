import { zodResolver } from '@hookform/resolvers/zod';
import type { RegisterRule } from '@pagoda/contracts';
import { formatRuleMessage } from '@pagoda/contracts';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldRule, rulesFormSchema, type RuleTexts } from './register-form-schema';

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
    zodResolver(rulesFormSchema(context!.fields, context!.texts))(values, context, options as never)) as Resolver<
    Record<F, string>,
    Context<F>,
    Partial<Record<F, string>>
  >;

/**
 * react-hook-form over text fields whose rules are their operation's body rules merged with the
 * brand's rules (they reach the resolver as the form's context, so they may change while open).
 * The submit handler gets the filled fields as the operation takes them (trimmed where it trims).
 */
export const useRulesForm = <F extends string>(fields: Record<F, FieldRule<F>>) => {
  const texts = useRuleTexts();
  const form = useForm<Record<F, string>, Context<F>, Partial<Record<F, string>>>({
    context: { fields, texts },
    resolver: rulesResolver<F>(),
    defaultValues: Object.fromEntries(Object.keys(fields).map((k) => [k, ''])) as never,
  });
  return form;
};
