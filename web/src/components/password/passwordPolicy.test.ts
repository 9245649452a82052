import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPasswordIssues, PASSWORD_MIN_LENGTH, unmetPasswordRules } from './passwordPolicy';

describe('the password policy', () => {
  it('names each rule a password does not meet yet', () => {
    expect(unmetPasswordRules('')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'symbol']);
    expect(unmetPasswordRules('short1!A')).toEqual(['length']);
    expect(unmetPasswordRules('alllowercase1!')).toEqual(['uppercase']);
    expect(unmetPasswordRules('ALLUPPERCASE1!')).toEqual(['lowercase']);
    expect(unmetPasswordRules('NoDigitsHere!!')).toEqual(['digit']);
    expect(unmetPasswordRules('NoSymbols12345')).toEqual(['symbol']);
    expect(unmetPasswordRules('Demo-Passw0rd!')).toEqual([]);
  });

  it("counts Cognito's special characters, and a space inside the password, as symbols", () => {
    for (const symbol of [
      '^',
      '$',
      '*',
      '.',
      '[',
      ']',
      '{',
      '}',
      '(',
      ')',
      '?',
      '"',
      '!',
      '@',
      '#',
      '%',
      '&',
      '/',
      '\\',
      ',',
      '>',
      '<',
      "'",
      ':',
      ';',
      '|',
      '_',
      '~',
      '`',
      '=',
      '+',
      '-',
    ]) {
      expect(unmetPasswordRules(`Abcdefghij1${symbol}`)).toEqual([]);
    }
    expect(unmetPasswordRules('Abcdef ghij12')).toEqual([]);
    expect(unmetPasswordRules('Abcdefghij12é')).toEqual(['symbol']);
  });

  it('checks the new password and its confirmation together', () => {
    expect(newPasswordIssues('', '')).toEqual({ password: 'required', confirm: 'confirmRequired' });
    expect(newPasswordIssues('weak', 'weak')).toEqual({ password: 'notMet' });
    expect(newPasswordIssues(' Demo-Passw0rd!', ' Demo-Passw0rd!')).toEqual({ password: 'edgeSpace' });
    expect(newPasswordIssues('Demo-Passw0rd!', 'Demo-Passw0rd?')).toEqual({ confirm: 'mismatch' });
    expect(newPasswordIssues('Demo-Passw0rd!', 'Demo-Passw0rd!')).toEqual({});
  });

  it("is the user pool's policy (infra/stacks/authStack.ts)", () => {
    const stack = readFileSync(new URL('../../../../infra/stacks/authStack.ts', import.meta.url), 'utf8');
    const policy = /passwordPolicy:\s*\{([^}]*)\}/.exec(stack)?.[1] ?? '';
    expect(Number(/minLength:\s*(\d+)/.exec(policy)?.[1])).toBe(PASSWORD_MIN_LENGTH);
    for (const rule of ['requireLowercase', 'requireUppercase', 'requireDigits', 'requireSymbols'])
      expect(policy).toMatch(new RegExp(`${rule}:\\s*true`));
  });
});
