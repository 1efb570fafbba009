import { describe, expect, it } from 'vitest';
import { changesOf } from './audit-changes';

describe('the changes of an audited cash change', () => {
  it('shows only the fields an update changed', () => {
    expect(
      changesOf(
        { status: 'SENT', counted: '100', currency: 'BS' },
        { status: 'APPROVED', counted: '100', currency: 'BS' },
      ),
    ).toEqual([{ field: 'status', before: 'SENT', after: 'APPROVED' }]);
  });

  it('shows every field of a creation as new and of a deletion as gone', () => {
    expect(changesOf(null, { amount: '5000', methods: ['EFECTIVO'] })).toEqual([
      { field: 'amount', before: '—', after: '5000' },
      { field: 'methods', before: '—', after: '["EFECTIVO"]' },
    ]);
    expect(changesOf({ amount: '5000' }, undefined)).toEqual([{ field: 'amount', before: '5000', after: '—' }]);
  });

  it('compares nested values by content and reads a bare value as one field', () => {
    expect(changesOf({ counts: [{ m: 'EFECTIVO', c: '1' }] }, { counts: [{ m: 'EFECTIVO', c: '1' }] })).toEqual([]);
    expect(changesOf('ABIERTO', 'CERRADO')).toEqual([{ field: 'valor', before: 'ABIERTO', after: 'CERRADO' }]);
  });
});
