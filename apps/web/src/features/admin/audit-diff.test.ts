import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';

describe("an audit row's change", () => {
  it('lists only the fields that changed, before and after', () => {
    expect(auditChanges({ status: 'active', level: 1 }, { status: 'frozen', level: 1 })).toEqual([
      { field: 'status', before: 'active', after: 'frozen' },
    ]);
  });
  it('shows a creation and a removal from one side', () => {
    expect(auditChanges(null, { username: 'ann', role: 'viewer' })).toEqual([
      { field: 'username', before: '∅', after: 'ann' },
      { field: 'role', before: '∅', after: 'viewer' },
    ]);
    expect(auditChanges({ totp: true }, null)).toEqual([{ field: 'totp', before: 'true', after: '∅' }]);
  });
  it('shows nested values as JSON and plain values whole', () => {
    expect(auditChanges({ rates: [1.95, 1.95] }, { rates: [1.9, 1.95] })).toEqual([
      { field: 'rates', before: '[1.95,1.95]', after: '[1.9,1.95]' },
    ]);
    expect(auditChanges(null, 'x')).toEqual([{ field: '', before: '∅', after: 'x' }]);
  });
});
