/**
 * The registration pattern ids a brand's registration settings name (`acceptedPattern`), defined once.
 * Server and portal both validate with `matchesRule`; `acceptedPattern` '*' means any.
 */
export const PATTERNS: Record<number, string> = {
  0: '^[\\s\\S]*$',
  1: '^[A-Za-z][A-Za-z0-9]*$',
  2: '^[\\u4e00-\\u9fa50-9]+$',
  3: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  4: '^[A-Za-z0-9]+$',
  5: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  6: '^[0-9]+$',
  7: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  8: '^[A-Za-z ]+$',
  9: '^\\S+$',
  10: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$',
  11: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  12: '^[A-Za-z]+( [A-Za-z]+)*$',
  13: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  14: '^[A-Za-z0-9]+$',
  15: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$',
  16: '^[\\u0e00-\\u0e7f]+$',
  17: '^[\\u0e00-\\u0e7fA-Za-z ]+$',
  18: '^(?=.*[A-Z])[A-Z ]+$',
  19: '^[A-Za-z0-9!-/:-@[-`{-~]+$',
};

export const PATTERN_IDS = Object.keys(PATTERNS).map(Number);

export type RegisterRule = {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: number;
  acceptedPattern: string;
};

const compiled = new Map<string, RegExp>();
const toRegExp = (pattern: string): RegExp => {
  const source = pattern === '*' ? '^[\\s\\S]*$' : pattern;
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    compiled.set(source, re);
  }
  return re;
};

/** A value passes when it matches the accepted pattern and its length is within bounds. */
export const matchesRule = (rule: RegisterRule, value: string): boolean => {
  const length = [...value].length;
  return length >= rule.minLength && length <= rule.maxLength && toRegExp(rule.acceptedPattern).test(value);
};

/**
 * Fills (min) and (max) into a translated `reg_pattern_{id}` text. When min equals max the
 * range collapses to one number.
 */
export const formatRuleMessage = (template: string, rule: Pick<RegisterRule, 'minLength' | 'maxLength'>): string => {
  if (rule.minLength === rule.maxLength) {
    return template
      .replace(/\(min\)\s*-\s*\(max\)/g, String(rule.minLength))
      .replace(/\(min\)|\(max\)/g, String(rule.minLength));
  }
  return template.replace(/\(min\)/g, String(rule.minLength)).replace(/\(max\)/g, String(rule.maxLength));
};

export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'recommenderId',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
