import { KEEPER_PHONE_MAX_DIGITS, KEEPER_PHONE_MIN_DIGITS } from './limits';
import { registrationMessages as messages } from './messages/registration';
import { isOrderState } from './order-states';

export interface Step2Values {
  storeName: string;
  gmapAddress: string;
  gmapLat: string;
  gmapLng: string;
  receiptAddress: string;
  storeKeeper: string;
  storeKeeperPhone: string;
  orderState: string;
}

export interface Step2Problem {
  field: keyof Step2Values | 'photos';
  message: string;
}

/**
 * Sign-up step 2 (docs/product.md, "Sign-up rules"), in order: required texts, both store photos,
 * keeper phone digits.
 */
export function firstStep2Problem(
  values: Step2Values,
  photos: { out: boolean; in: boolean },
): Step2Problem | null {
  const required = ['storeName', 'receiptAddress', 'storeKeeper', 'storeKeeperPhone'] as const;
  const missing = required.find((field) => values[field].trim() === '');
  if (missing) return { field: missing, message: messages['registration.step2.allRequired'] };
  if (!isOrderState(values.orderState)) {
    return { field: 'orderState', message: messages['registration.step2.allRequired'] };
  }
  if (!photos.out || !photos.in) {
    return { field: 'photos', message: messages['registration.step2.photosRequired'] };
  }
  const keeperPhone = new RegExp(`^\\d{${KEEPER_PHONE_MIN_DIGITS},${KEEPER_PHONE_MAX_DIGITS}}$`);
  if (!keeperPhone.test(values.storeKeeperPhone)) {
    return { field: 'storeKeeperPhone', message: messages['registration.step2.keeperPhone'] };
  }
  return null;
}

/** Latitude and longitude are sent only when both parse as numbers; else both null. */
export function mapCoordinates(
  lat: string,
  lng: string,
): { lat: number | null; lng: number | null } {
  const latitude = lat.trim() === '' ? NaN : Number(lat);
  const longitude = lng.trim() === '' ? NaN : Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return { lat: null, lng: null };
  return { lat: latitude, lng: longitude };
}
