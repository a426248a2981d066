import type { RegisterRule } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkField, rulesFormSchema } from './rules-form';

const texts = {
  required: 'required',
  invalid: 'invalid',
  mismatch: 'mismatch',
  rule: (rule: RegisterRule) => `rule ${rule.patternId} ${rule.minLength}-${rule.maxLength}`,
};
const letters: RegisterRule = {
  enabled: true,
  required: false,
  minLength: 4,
  maxLength: 8,
  patternId: 1,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
};

describe('checkField', () => {
  const contract = z.string().trim().max(10);

  it('reads the trimmed value by the operation’s rule, then the brand’s', () => {
    expect(checkField(contract, letters, true, '  abc1 ', texts)).toEqual({ value: 'abc1', error: null });
    expect(checkField(contract, letters, true, '1abc', texts).error).toBe('rule 1 4-8');
    // Too long for the operation: the brand's rule text explains it when there is one.
    expect(checkField(contract, letters, true, 'a'.repeat(11), texts).error).toBe('rule 1 4-8');
    expect(checkField(contract, undefined, true, 'a'.repeat(11), texts).error).toBe('invalid');
  });

  it('asks for a required or brand-required value only', () => {
    expect(checkField(contract, undefined, true, '   ', texts).error).toBe('required');
    expect(checkField(contract, letters, false, '', texts)).toEqual({ value: '', error: null });
    expect(checkField(contract, { ...letters, required: true }, false, '', texts).error).toBe('required');
    expect(checkField(contract, { ...letters, enabled: false }, false, '1', texts).error).toBeNull();
  });
});

describe('rulesFormSchema', () => {
  const schema = rulesFormSchema(
    {
      newPassword: { contract: z.string().min(1).max(128), rule: letters, required: true },
      confirm: { contract: z.string().max(128), matches: 'newPassword' },
      code: {
        contract: z
          .string()
          .trim()
          .regex(/^\d{6}$/),
        required: true,
        message: 'six digits',
      },
    },
    texts,
  );
  const issues = (values: Record<string, string>) => {
    const result = schema.safeParse(values);
    return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
  };

  it('reports each field once, with the confirmation and the field’s own text', () => {
    expect(issues({ newPassword: 'abc12', confirm: 'abc13', code: '12a' })).toEqual({
      confirm: 'mismatch',
      code: 'six digits',
    });
    expect(issues({ newPassword: '', confirm: '', code: '' })).toEqual({
      newPassword: 'required',
      confirm: 'required',
      code: 'required',
    });
  });

  it('outputs the filled fields as the operation takes them', () => {
    expect(schema.parse({ newPassword: 'abc12', confirm: 'abc12', code: ' 123456 ' })).toEqual({
      newPassword: 'abc12',
      confirm: 'abc12',
      code: '123456',
    });
  });
});
