import { z } from 'zod';
import { errorMessages } from './messages/errors';
import { ORDER_STATES } from './order-states';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export const ORDER_STATUSES = [
  'pending',
  'waiting_confirm',
  'paid',
  'failed',
  'canceled',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  waiting_confirm: 'Menunggu Konfirmasi',
  paid: 'Dibayar',
  failed: 'Gagal',
  canceled: 'Dibatalkan',
  refunded: 'Refund',
};

export const ORDER_STATUS_BADGES: Record<OrderStatus, BadgeVariant> = {
  pending: 'secondary',
  waiting_confirm: 'secondary',
  paid: 'default',
  failed: 'destructive',
  canceled: 'destructive',
  refunded: 'outline',
};

/**
 * The spec's three, and `needs_changes` ("Perlu Perbaikan", beyond the spec), which only a
 * correction request sets: docs/product.md, "Document corrections".
 */
export const REGISTRATION_STATUSES = ['new', 'needs_changes', 'verified', 'rejected'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** What an admin sets by hand (status select, bulk change): "Perlu Perbaikan" needs a request. */
export const SETTABLE_REGISTRATION_STATUSES = ['new', 'verified', 'rejected'] as const;
export const settableRegistrationStatusSchema = z.enum(SETTABLE_REGISTRATION_STATUSES);

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  new: 'Baru',
  needs_changes: 'Perlu Perbaikan',
  verified: 'Terverifikasi',
  rejected: 'Ditolak',
};

export const REGISTRATION_STATUS_BADGES: Record<RegistrationStatus, BadgeVariant> = {
  new: 'secondary',
  needs_changes: 'outline',
  verified: 'default',
  rejected: 'destructive',
};

export const orderStateSchema = z.enum(ORDER_STATES, errorMessages.invalid_order_state);

export const ACCOUNT_TYPES = ['perorangan', 'badan_usaha'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  perorangan: 'Perorangan',
  badan_usaha: 'Perusahaan',
};

export const PAYMENT_METHODS = ['bank_transfer', 'qris'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
