import { FULL_NAME_MAX, NIK_LENGTH, REGISTRATION_TEXT_MAX } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Step1Draft } from '../draft/registration-draft';
import { FormSection } from './form-section';
import { TextField } from './text-field';

type Props = {
  values: Step1Draft;
  onChange: (patch: Partial<Step1Draft>) => void;
  errors: Partial<Record<keyof Step1Draft, string>>;
};

/** Name, email, phone (the alternate one on demand) and the national ID number. */
export function IdentitySection({ values, onChange, errors }: Props) {
  const [showAlt, setShowAlt] = useState(values.phoneAlt !== '');
  const altShown = showAlt || values.phoneAlt !== '' || Boolean(errors.phoneAlt);

  return (
    <FormSection id="registration-identity-title" title={t('registration.section.identity')}>
      <TextField
        id="registration-full-name"
        label={t('registration.field.fullName')}
        value={values.fullName}
        onChange={(fullName) => onChange({ fullName })}
        error={errors.fullName}
        autoComplete="name"
        maxLength={FULL_NAME_MAX}
      />
      <TextField
        id="registration-email"
        label={t('registration.field.email')}
        type="email"
        value={values.email}
        onChange={(email) => onChange({ email })}
        error={errors.email}
        autoComplete="email"
        maxLength={REGISTRATION_TEXT_MAX.email}
      />
      <TextField
        id="registration-phone"
        label={t('registration.field.phone')}
        type="tel"
        value={values.phone}
        onChange={(phone) => onChange({ phone })}
        error={errors.phone}
        hint={t('registration.field.phoneHint')}
        autoComplete="tel"
        maxLength={REGISTRATION_TEXT_MAX.phone}
      />
      {altShown ? (
        <div className="grid gap-2">
          <TextField
            id="registration-phone-alt"
            label={t('registration.field.phoneAlt')}
            type="tel"
            value={values.phoneAlt}
            onChange={(phoneAlt) => onChange({ phoneAlt })}
            error={errors.phoneAlt}
            autoComplete="tel"
            maxLength={REGISTRATION_TEXT_MAX.phone}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => {
              onChange({ phoneAlt: '' });
              setShowAlt(false);
            }}
          >
            <X aria-hidden="true" className="size-4" />
            {t('registration.field.removePhoneAlt')}
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setShowAlt(true)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('registration.field.addPhoneAlt')}
        </Button>
      )}
      <TextField
        id="registration-ktp-number"
        label={t('registration.field.ktpNumber')}
        value={values.ktpNumber}
        onChange={(ktpNumber) => onChange({ ktpNumber })}
        error={errors.ktpNumber}
        autoComplete="off"
        maxLength={NIK_LENGTH}
        digitsOnly
      />
    </FormSection>
  );
}
