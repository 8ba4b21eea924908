import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  ORDER_STATUS_BADGES,
  ORDER_STATUS_LABELS,
  REGISTRATION_STATUS_BADGES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  SETTABLE_REGISTRATION_STATUSES,
  orderStateSchema,
  settableRegistrationStatusSchema,
  orderStatusSchema,
} from '../src/statuses';
import { ORDER_STATE_LABELS } from '../src/order-states';

describe('status values and labels', () => {
  it('labels order statuses in Indonesian', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending: 'Pending',
      waiting_confirm: 'Menunggu Konfirmasi',
      paid: 'Dibayar',
      failed: 'Gagal',
      canceled: 'Dibatalkan',
      refunded: 'Refund',
    });
  });

  it('colours order badges as the spec says', () => {
    expect(ORDER_STATUS_BADGES).toEqual({
      paid: 'default',
      pending: 'secondary',
      waiting_confirm: 'secondary',
      failed: 'destructive',
      canceled: 'destructive',
      refunded: 'outline',
    });
  });

  it('labels and colours registration statuses', () => {
    expect(REGISTRATION_STATUSES).toEqual(['new', 'needs_changes', 'verified', 'rejected']);
    expect(REGISTRATION_STATUS_LABELS).toEqual({
      new: 'Baru',
      needs_changes: 'Perlu Perbaikan',
      verified: 'Terverifikasi',
      rejected: 'Ditolak',
    });
    expect(REGISTRATION_STATUS_BADGES).toEqual({
      verified: 'default',
      new: 'secondary',
      needs_changes: 'outline',
      rejected: 'destructive',
    });
    // "Perlu Perbaikan" comes from a correction request only, never from the status select.
    expect(settableRegistrationStatusSchema.safeParse('needs_changes').success).toBe(false);
    expect(SETTABLE_REGISTRATION_STATUSES).toEqual(['new', 'verified', 'rejected']);
  });

  it('labels order states chosen at sign-up and refuses other values', () => {
    expect(ORDER_STATE_LABELS).toEqual({
      ordered: 'Sudah Pesan',
      new: 'Belum Pesan',
      cancelled: 'Dibatalkan',
    });
    expect(orderStateSchema.safeParse('shipped').success).toBe(false);
  });

  it('refuses an unknown order status', () => {
    expect(orderStatusSchema.safeParse('paid').success).toBe(true);
    expect(orderStatusSchema.safeParse('lunas').success).toBe(false);
  });

  it('stores a company as badan_usaha', () => {
    expect(ACCOUNT_TYPES).toEqual(['perorangan', 'badan_usaha']);
  });
});
