import { describe, expect, it } from 'vitest';
import { recordTypes } from '@kabuto/contracts';
import { reasonsOfRecordType, recordTypeOf, recordTypeOfReason } from './fund-record-types';
import { reasonCodes } from './ledger';

describe('fund record types', () => {
  it.each(reasonCodes.map((reason) => ({ reason })))('gives the posting reason $reason a record type', ({ reason }) => {
    expect(recordTypes).toContain(recordTypeOf(reason));
  });

  it('types exactly the posting reasons, no more', () => {
    expect(Object.keys(recordTypeOfReason).sort()).toEqual([...reasonCodes].sort());
  });

  it('fails loudly for a reason nobody typed', () => {
    expect(() => recordTypeOf('adjustment')).toThrow(/no record type/);
  });

  it('has a filter for each type that finds its reasons, and every reason under one filter', () => {
    const filtered = recordTypes.flatMap((type) => reasonsOfRecordType(type));
    expect(filtered.sort()).toEqual([...reasonCodes].sort());
    expect(reasonsOfRecordType('offering')).toEqual([
      'application_hold',
      'application_release',
      'allotment_payment',
      'allotment_refund',
    ]);
    expect(reasonsOfRecordType('loan')).toEqual(['loan_disbursal', 'loan_repayment', 'loan_interest']);
  });
});
