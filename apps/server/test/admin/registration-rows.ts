import { SETTABLE_REGISTRATION_STATUSES } from '@toko/contracts';
import type { registrations } from '../../src/db/schema';

export type RegistrationSeed = typeof registrations.$inferInsert;

/** A registration row with everything required filled in; tests override what they look at. */
export function registrationRow(
  index: number,
  overrides: Partial<RegistrationSeed> = {},
): RegistrationSeed {
  const number = String(index).padStart(6, '0');
  return {
    code: `REG-20261121-${number}`,
    createdAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000),
    // The spec's three: "Perlu Perbaikan" comes with a correction request, which these rows lack.
    status: SETTABLE_REGISTRATION_STATUSES[index % SETTABLE_REGISTRATION_STATUSES.length],
    name: `Agen ${index}`,
    fullName: `Agen Lengkap ${index}`,
    email: `agen${index}@contoh.co.id`,
    phone: `0813${String(index).padStart(8, '0')}`,
    address: 'Jl. Merdeka No. 10, Jakarta',
    province: 'DKI Jakarta',
    city: 'Jakarta Pusat',
    district: 'Gambir',
    village: 'Gambir',
    postalCode: '10110',
    ...overrides,
  };
}
