import { createLocalStore } from '@/lib/local-store';

export type AccountType = 'perorangan' | 'badan_usaha';

/** The account type chosen on /pendaftaran (SPEC: remembered locally; a company is `badan_usaha`). */
export const accountTypeStore = createLocalStore<AccountType | null>(
  'registration-account-type',
  null,
  (raw) => (raw === 'perorangan' || raw === 'badan_usaha' ? raw : null),
);
