import { describe, expect, it } from 'vitest';
import { affiliateDomain, affiliateFromHost, codesFromSearch } from './affiliate.js';

describe('affiliateFromHost', () => {
  it.each([
    ['agent7.pagoda.example', { code: 'agent7', domain: 'pagoda' }],
    ['AGENT7.Pagoda.Example', { code: 'agent7', domain: 'pagoda' }],
    ['www.pagoda.example', { code: 'www', domain: 'pagoda' }],
    ['pagoda.example', { code: 'www', domain: 'example' }],
    ['a.b.pagoda.example', { code: 'www', domain: 'b' }],
    ['localhost', { code: 'www', domain: '' }],
    ['127.0.0.1', { code: 'www', domain: '' }],
    ['[::1]', { code: 'www', domain: '' }],
  ])('%s', (host, expected) => {
    expect(affiliateFromHost(host)).toEqual(expected);
  });
});

describe('affiliateDomain', () => {
  it('keeps a label and reduces a host name to its second label', () => {
    expect(affiliateDomain('Pagoda')).toBe('pagoda');
    expect(affiliateDomain('agent7.pagoda.example')).toBe('pagoda');
    expect(affiliateDomain('localhost')).toBe('localhost');
    expect(affiliateDomain(null)).toBe('');
  });
});

describe('codesFromSearch', () => {
  it('reads affiliateCode, and referralCode before its short form r', () => {
    expect(codesFromSearch('?affiliateCode=AB12&r=XY9')).toEqual({ affiliateCode: 'AB12', referralCode: 'XY9' });
    expect(codesFromSearch('?r=XY9&referralCode=QQ1')).toEqual({ affiliateCode: null, referralCode: 'QQ1' });
    expect(codesFromSearch('?referralCode=QQ1')).toEqual({ affiliateCode: null, referralCode: 'QQ1' });
    expect(codesFromSearch('?r=%20')).toEqual({ affiliateCode: null, referralCode: null });
  });
});
