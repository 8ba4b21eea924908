import {
  maskRegistrationDetail,
  type AdminRegistrationDetail,
  type AdminRegistrationListItem,
  type RegistrationStatus,
} from '@toko/contracts';
import type { RegistrationRow } from '../../registrations/live-registrations';
import { documentsOf } from '../../registrations/registration-documents';

export function toListItem(row: RegistrationRow): AdminRegistrationListItem {
  return {
    id: row.id,
    code: row.code,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    village: row.village,
    postalCode: row.postalCode,
    source: row.source,
    status: row.status as RegistrationStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The detail as every staff member first sees it: the NIK, the bank account number and the
 * street address masked; a role with `personalData.reveal` asks for one whole value at a time.
 */
export function toDetail(
  row: RegistrationRow,
  extra: Pick<AdminRegistrationDetail, 'audits' | 'correction' | 'documentVersions'>,
): AdminRegistrationDetail {
  return maskRegistrationDetail({
    ...toListItem(row),
    phoneAlt: row.phoneAlt,
    phoneE164: row.phoneE164,
    phoneAltE164: row.phoneAltE164,
    address: row.address,
    addressFull: row.addressFull,
    country: row.country,
    idNumber: row.idNumber,
    accountType: row.accountType,
    bankName: row.bankName,
    bankHolder: row.bankHolder,
    bankAccount: row.bankAccount,
    storeName: row.storeName,
    storeAddressStruk: row.storeAddressStruk,
    keeperName: row.keeperName,
    keeperPhone: row.keeperPhone,
    orderState: row.orderState,
    gmapAddress: row.gmapAddress,
    gmapLat: row.gmapLat,
    gmapLng: row.gmapLng,
    notes: row.notes,
    documents: documentsOf(row),
    ...extra,
  });
}
