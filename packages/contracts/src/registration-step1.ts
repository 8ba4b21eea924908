import {
  ADDRESS_MIN,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  NIK_LENGTH,
  POSTAL_CODE_LENGTH,
  REGION_NAME_MIN,
} from './limits';
import { registrationMessages as messages } from './messages/registration';
import { hasValidNikBirthDate } from './nik';
import { isIndonesianPhone } from './phone';

export const BANK_NAMES = [
  'BCA',
  'BRI',
  'BNI',
  'Mandiri',
  'CIMB Niaga',
  'Permata Bank',
  'Danamon',
  'BTN',
  'Lainnya',
] as const;
export const INFO_SOURCES = [
  'Teman',
  'Media Elektronik',
  'Marketplace',
  'Media Sosial',
  'Lainnya',
] as const;
export type InfoSource = (typeof INFO_SOURCES)[number];
export type BankName = (typeof BANK_NAMES)[number];

export const REGION_FIELDS = ['province', 'city', 'district', 'village'] as const;
export type RegionField = (typeof REGION_FIELDS)[number];

export interface Step1Values {
  fullName: string;
  email: string;
  phone: string;
  phoneAlt: string;
  address: string;
  province: string;
  city: string;
  district: string;
  village: string;
  postalCode: string;
  ktpNumber: string;
  bankName: string;
  bankHolder: string;
  bankAccount: string;
}

/** Which of step 1's files are there; the files themselves travel apart from the JSON. */
export interface Step1Attachments {
  ktp: boolean;
  kk: boolean;
  selfieKtp: boolean;
  signature: boolean;
}

export interface Step1Problem {
  field: keyof Step1Values | 'documents' | 'signature' | 'bank';
  message: string;
}

/** The sign-up's email shape (docs/product.md, "Sign-up rules"); the admin edit uses it too. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const regionLabel: Record<RegionField, string> = {
  province: messages['registration.step1.province'],
  city: messages['registration.step1.city'],
  district: messages['registration.step1.district'],
  village: messages['registration.step1.village'],
};

/**
 * Sign-up step 1's rules in order (docs/product.md, "Sign-up rules"): the first broken one is
 * shown. A file's type and size are checked when it is chosen and again by the server on its bytes.
 */
export function firstStep1Problem(
  values: Step1Values,
  attachments: Step1Attachments,
): Step1Problem | null {
  const fullName = values.fullName.trim();
  if (fullName.length < FULL_NAME_MIN || fullName.length > FULL_NAME_MAX) {
    return { field: 'fullName', message: messages['registration.step1.fullNameLength'] };
  }
  if (!EMAIL_PATTERN.test(values.email.trim().toLowerCase())) {
    return { field: 'email', message: messages['registration.step1.emailInvalid'] };
  }
  if (values.phone.trim() === '') {
    return { field: 'phone', message: messages['registration.step1.phoneRequired'] };
  }
  if (!isIndonesianPhone(values.phone)) {
    return { field: 'phone', message: messages['registration.step1.phoneInvalid'] };
  }
  if (values.phoneAlt.trim() !== '' && !isIndonesianPhone(values.phoneAlt)) {
    return { field: 'phoneAlt', message: messages['registration.step1.phoneAltInvalid'] };
  }
  if (values.address.trim().length < ADDRESS_MIN) {
    return { field: 'address', message: messages['registration.step1.addressMin'] };
  }
  for (const field of REGION_FIELDS) {
    if (values[field].trim().length < REGION_NAME_MIN) {
      const message = messages['registration.step1.regionMin'].replace(
        '{field}',
        regionLabel[field],
      );
      return { field, message };
    }
  }
  if (!new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`).test(values.postalCode)) {
    return { field: 'postalCode', message: messages['registration.step1.postalCode'] };
  }
  if (values.ktpNumber === '') {
    return { field: 'ktpNumber', message: messages['registration.step1.nikRequired'] };
  }
  if (!new RegExp(`^\\d{${NIK_LENGTH}}$`).test(values.ktpNumber)) {
    return { field: 'ktpNumber', message: messages['registration.step1.nikLength'] };
  }
  if (!hasValidNikBirthDate(values.ktpNumber)) {
    return { field: 'ktpNumber', message: messages['registration.step1.nikBirthDate'] };
  }
  if (!attachments.ktp || !attachments.kk || !attachments.selfieKtp) {
    return { field: 'documents', message: messages['registration.step1.documentsRequired'] };
  }
  if (!attachments.signature) {
    return { field: 'signature', message: messages['registration.step1.signatureRequired'] };
  }
  const bank = [values.bankName, values.bankHolder, values.bankAccount].map((v) => v.trim());
  if (bank.some((v) => v !== '') && bank.some((v) => v === '')) {
    return { field: 'bank', message: messages['registration.step1.bankIncomplete'] };
  }
  if (bank[2] !== '' && !/^\d+$/.test(bank[2]!)) {
    return { field: 'bankAccount', message: messages['registration.step1.bankAccountDigits'] };
  }
  return null;
}
