import { BANK_NAMES, REGISTRATION_TEXT_MAX } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import type { Step1Draft } from '../draft/registration-draft';
import { FormSection } from './form-section';
import { TextField } from './text-field';

type Props = {
  values: Step1Draft;
  onChange: (patch: Partial<Step1Draft>) => void;
  errors: Partial<Record<keyof Step1Draft, string>>;
  /** 'Jika mengisi informasi bank, ...': shown once, under the section. */
  sectionError?: string;
};

/** The optional bank account: all three fields or none; the account number keeps only digits. */
export function BankSection({ values, onChange, errors, sectionError }: Props) {
  return (
    <FormSection id="registration-bank-title" title={t('registration.section.bank')}>
      <FormField
        id="registration-bank-name"
        label={t('registration.field.bankName')}
        error={errors.bankName}
      >
        <Select
          id="registration-bank-name"
          value={values.bankName}
          aria-invalid={errors.bankName || sectionError ? true : undefined}
          onChange={(event) => onChange({ bankName: event.target.value })}
        >
          <option value="">{t('registration.field.bankNamePlaceholder')}</option>
          {BANK_NAMES.map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </Select>
      </FormField>
      <TextField
        id="registration-bank-holder"
        label={t('registration.field.bankHolder')}
        value={values.bankHolder}
        onChange={(bankHolder) => onChange({ bankHolder })}
        error={errors.bankHolder}
        autoComplete="off"
        maxLength={REGISTRATION_TEXT_MAX.bankHolder}
      />
      <TextField
        id="registration-bank-account"
        label={t('registration.field.bankAccount')}
        value={values.bankAccount}
        onChange={(bankAccount) => onChange({ bankAccount })}
        error={errors.bankAccount}
        autoComplete="off"
        maxLength={REGISTRATION_TEXT_MAX.bankAccount}
        digitsOnly
      />
      {sectionError ? (
        <p id="registration-bank-error" className="text-sm text-destructive">
          {sectionError}
        </p>
      ) : null}
    </FormSection>
  );
}
