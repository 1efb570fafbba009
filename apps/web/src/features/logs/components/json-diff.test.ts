import { describe, expect, it } from 'vitest';
import { diffEntries, flatten } from './json-diff';

describe('diffEntries', () => {
  it('marks changed, added, removed and unchanged paths, nested objects flattened', () => {
    const before = { name: 'Alicia', partner: { id: 3, name: 'Agencia Centro 1' }, email: null, old: 'x' };
    const after = {
      name: 'Alicia C.',
      partner: { id: 3, name: 'Agencia Centro 1' },
      email: 'a@b.co',
      manage_childs: true,
    };
    expect(diffEntries(before, after)).toEqual([
      { path: 'name', before: 'Alicia', after: 'Alicia C.', kind: 'changed' },
      { path: 'partner.id', before: '3', after: '3', kind: 'same' },
      { path: 'partner.name', before: 'Agencia Centro 1', after: 'Agencia Centro 1', kind: 'same' },
      { path: 'email', before: '—', after: 'a@b.co', kind: 'changed' },
      { path: 'old', before: 'x', after: null, kind: 'removed' },
      { path: 'manage_childs', before: null, after: 'Sí', kind: 'added' },
    ]);
  });

  it('treats a creation (no before) as all added, a deletion as all removed', () => {
    expect(diffEntries(null, { amount: '5000' })).toEqual([
      { path: 'amount', before: null, after: '5000', kind: 'added' },
    ]);
    expect(diffEntries({ amount: '5000' }, null)).toEqual([
      { path: 'amount', before: '5000', after: null, kind: 'removed' },
    ]);
  });

  it('shows scalars and arrays as one value', () => {
    expect(flatten('texto')).toEqual(new Map([['valor', 'texto']]));
    expect(flatten({ list: [1, 2] })).toEqual(new Map([['list', '[1,2]']]));
  });
});
