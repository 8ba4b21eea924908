import { describe, expect, it } from 'vitest';
import { diffChanges } from '../../src/modules/audit/diff-changes';

const before = {
  full_name: 'Siti Aminah',
  email: 'siti@example.com',
  notes: null as string | null,
  gmap_lat: -6.2,
  paid_at: new Date('2026-11-21T07:00:00Z') as Date | null,
  items: [{ id: 'edc-a', quantity: 1 }],
};
const fields = ['full_name', 'email', 'notes', 'gmap_lat', 'paid_at', 'items'] as const;

describe('diffChanges', () => {
  it('returns only the fields whose value changed, with old and new', () => {
    expect(
      diffChanges(
        before,
        { full_name: 'Siti Aminah', email: 'siti@toko.id', notes: 'VIP' },
        fields,
      ),
    ).toEqual({
      email: { old: 'siti@example.com', new: 'siti@toko.id' },
      notes: { old: null, new: 'VIP' },
    });
  });

  it('leaves out fields missing from the change and fields not listed', () => {
    expect(diffChanges(before, { email: 'a@b.id' }, ['full_name'])).toEqual({});
    expect(diffChanges(before, {}, fields)).toEqual({});
  });

  it('records clearing a value as a change to null', () => {
    expect(diffChanges(before, { paid_at: null }, fields)).toEqual({
      paid_at: { old: before.paid_at, new: null },
    });
  });

  it('compares dates and JSON values by content, numbers exactly', () => {
    expect(
      diffChanges(
        before,
        {
          paid_at: new Date('2026-11-21T07:00:00Z'),
          items: [{ id: 'edc-a', quantity: 1 }],
          gmap_lat: -6.2,
        },
        fields,
      ),
    ).toEqual({});
    expect(diffChanges(before, { gmap_lat: -6.21 }, fields)).toEqual({
      gmap_lat: { old: -6.2, new: -6.21 },
    });
  });
});
