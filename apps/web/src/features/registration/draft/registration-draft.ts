import {
  INFO_SOURCES,
  ORDER_STATES,
  type InfoSource,
  type OrderState,
  type Step1Values,
  type Step2Values,
} from '@toko/contracts';
import { createLocalStore } from '@/lib/local-store';

export type RegionCodes = {
  provinceCode: string | null;
  cityCode: string | null;
  districtCode: string | null;
  villageCode: string | null;
};

export type Step1Draft = Step1Values & RegionCodes & { infoSource: InfoSource[] };
export type Step2Draft = Step2Values & { orderState: OrderState };

/** The sign-up's text fields, saved on every change; `step1Done` once 'Selanjutnya' passed. */
export type RegistrationDraft = { step1: Step1Draft; step2: Step2Draft; step1Done: boolean };

export const EMPTY_STEP1: Step1Draft = {
  fullName: '',
  email: '',
  phone: '',
  phoneAlt: '',
  address: '',
  province: '',
  city: '',
  district: '',
  village: '',
  postalCode: '',
  ktpNumber: '',
  bankName: '',
  bankHolder: '',
  bankAccount: '',
  provinceCode: null,
  cityCode: null,
  districtCode: null,
  villageCode: null,
  infoSource: [],
};

export const EMPTY_STEP2: Step2Draft = {
  storeName: '',
  gmapAddress: '',
  gmapLat: '',
  gmapLng: '',
  receiptAddress: '',
  storeKeeper: '',
  storeKeeperPhone: '',
  orderState: 'new',
};

const EMPTY_DRAFT: RegistrationDraft = { step1: EMPTY_STEP1, step2: EMPTY_STEP2, step1Done: false };

/** Keeps the known fields of the right type: a draft from an older version or a hand edit. */
function pick<T extends object>(empty: T, raw: unknown): T {
  if (typeof raw !== 'object' || raw === null) return empty;
  const source = raw as Record<string, unknown>;
  const result: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(empty)) {
    const value = source[key];
    if (typeof value === 'string' && (typeof fallback === 'string' || fallback === null)) {
      result[key] = value;
    }
  }
  return result as T;
}

export function readDraft(raw: unknown): RegistrationDraft {
  if (typeof raw !== 'object' || raw === null) return EMPTY_DRAFT;
  const { step1, step2, step1Done } = raw as Record<string, unknown>;
  const sources = (step1 as { infoSource?: unknown } | undefined)?.infoSource;
  const infoSource = Array.isArray(sources)
    ? INFO_SOURCES.filter((source) => sources.includes(source))
    : [];
  const step2Draft = pick(EMPTY_STEP2, step2);
  const orderState = ORDER_STATES.find((state) => state === step2Draft.orderState) ?? 'new';
  return {
    step1: { ...pick(EMPTY_STEP1, step1), infoSource },
    step2: { ...step2Draft, orderState },
    step1Done: step1Done === true,
  };
}

export const registrationDraft = createLocalStore<RegistrationDraft>(
  'registration-draft',
  EMPTY_DRAFT,
  readDraft,
);

export function updateStep1(patch: Partial<Step1Draft>) {
  const draft = registrationDraft.get();
  registrationDraft.set({ ...draft, step1: { ...draft.step1, ...patch } });
}

export function updateStep2(patch: Partial<Step2Draft>) {
  const draft = registrationDraft.get();
  registrationDraft.set({ ...draft, step2: { ...draft.step2, ...patch } });
}

export function markStep1Done() {
  registrationDraft.set({ ...registrationDraft.get(), step1Done: true });
}
