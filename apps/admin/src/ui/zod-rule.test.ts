import { describe, expect, it } from 'vitest';
import { newPasswordSchema, staffSaveRequest } from '@kabuto/contracts';
import { en } from '@kabuto/i18n';
import { zodProblem } from './zod-rule';

describe('zodProblem', () => {
  it('passes a value the contract accepts', () => {
    expect(zodProblem(newPasswordSchema, 'abcdef12')).toBeNull();
  });

  it('explains a rejection with the catalog text of the contract field code', () => {
    expect(zodProblem(newPasswordSchema, 'short')).toBe(en.fields.password_rule);
    expect(zodProblem(staffSaveRequest.shape.username, 'A B', 'Lowercase only.')).toBe(
      `${en.fields.invalid_format} Lowercase only.`,
    );
  });

  it('says a missing value is required, without the format hint', () => {
    expect(zodProblem(staffSaveRequest.shape.username, '', 'Lowercase only.')).toBe(en.fields.required);
  });
});
