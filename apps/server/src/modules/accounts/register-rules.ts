import type { RegisterRule } from '@pagoda/contracts';
import { COUNTRIES, ErrorCode, matchesRule } from '@pagoda/contracts';
import { AppError } from '../../lib/app-error.js';
import type { BrandConfig } from '../brand/brand-config.js';

/** The brand's home dialling code, used when a form sends none. */
export const defaultDialingCode = (brand: BrandConfig) =>
  COUNTRIES.find((c) => c.countryCode === brand.merchant.defaultCountry)?.countryDialingCode ?? '63';

/** A feature the brand switched off answers function_disabled. */
export const requireModule = (brand: BrandConfig, modId: string) => {
  if (!brand.modules[modId]) throw new AppError(ErrorCode.FunctionDisabled);
};

/** Names, e-mail addresses and payee names compare trimmed and case-insensitively. */
export const same = (a: string | null | undefined, b: string | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

export const fieldError = (field: string, message: string) =>
  new AppError(ErrorCode.ValidationFailed, `body.${field}: ${message}`, {
    fields: [{ field: `body.${field}`, message }],
  });

/** Checks one value against the brand's rule for that field; the message key is reg_pattern_{id}. */
export const checkRule = (rules: Record<string, RegisterRule>, field: string, raw: unknown, forceRequired = false) => {
  const rule = rules[field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!rule || !rule.enabled) {
    if (forceRequired && !value) throw fieldError(field, 'required');
    return value || null;
  }
  if (!value) {
    if (rule.required || forceRequired) throw fieldError(field, 'required');
    return null;
  }
  if (!matchesRule(rule, value)) throw fieldError(field, `reg_pattern_${rule.patternId}`);
  return value;
};
