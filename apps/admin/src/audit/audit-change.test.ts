import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-change';

const changed = (before: unknown, after: unknown) =>
  fieldChanges(before, after)
    .filter((change) => change.changed)
    .map((change) => change.field);

describe('fieldChanges', () => {
  it('lists every field as JSON on both sides, marking what changed', () => {
    expect(fieldChanges({ role: 'reviewer', active: true }, { role: 'owner', active: true })).toEqual([
      { field: 'role', before: '"reviewer"', after: '"owner"', changed: true },
      { field: 'active', before: 'true', after: 'true', changed: false },
    ]);
  });

  it('marks only the fields a staff update changed', () => {
    const before = { username: 'hana', role: 'reviewer', active: true, passwordChanged: false };
    const after = { username: 'hana', role: 'owner', active: true, passwordChanged: true };
    expect(changed(before, after)).toEqual(['role', 'passwordChanged']);
  });

  it('shows a creation as every field absent before', () => {
    expect(fieldChanges(null, { username: 'kenji' })).toEqual([
      { field: 'username', before: null, after: '"kenji"', changed: true },
    ]);
  });

  it('compares a setting value', () => {
    expect(changed({ value: '100' }, { value: '200' })).toEqual(['value']);
    expect(changed({ value: '100' }, { value: '100' })).toEqual([]);
  });

  it('treats plain values as one field and compares nested values by content', () => {
    expect(fieldChanges('a', 'b')).toEqual([{ field: 'value', before: '"a"', after: '"b"', changed: true }]);
    expect(changed({ flags: { frozen: true } }, { flags: { frozen: true } })).toEqual([]);
  });

  it('has nothing to show when neither side recorded anything', () => {
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
