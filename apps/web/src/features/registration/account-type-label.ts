import { t } from '@toko/contracts/i18n/registration-type';
import type { AccountType } from './draft/account-type-store';

export function accountTypeLabel(type: AccountType): string {
  return type === 'badan_usaha' ? t('registration.type.company') : t('registration.type.personal');
}
