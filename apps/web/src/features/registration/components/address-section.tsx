import { POSTAL_CODE_LENGTH, REGISTRATION_TEXT_MAX } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Step1Draft } from '../draft/registration-draft';
import { FormSection } from './form-section';
import { RegionField } from './region-field';
import { TextField } from './text-field';

type Props = {
  values: Step1Draft;
  onChange: (patch: Partial<Step1Draft>) => void;
  errors: Partial<Record<keyof Step1Draft, string>>;
};

const CLEARED_BELOW = {
  city: {
    city: '',
    cityCode: null,
    district: '',
    districtCode: null,
    village: '',
    villageCode: null,
  },
  district: { district: '', districtCode: null, village: '', villageCode: null },
  village: { village: '', villageCode: null },
} as const;

/** Address, the fixed country, the four cascading region levels and the postal code. */
export function AddressSection({ values, onChange, errors }: Props) {
  return (
    <FormSection id="registration-address-title" title={t('registration.section.address')}>
      <TextField
        id="registration-address"
        label={t('registration.field.address')}
        value={values.address}
        onChange={(address) => onChange({ address })}
        error={errors.address}
        autoComplete="street-address"
        maxLength={REGISTRATION_TEXT_MAX.address}
        multiline
      />
      <div className="grid gap-1.5">
        <Label htmlFor="registration-country">{t('registration.field.country')}</Label>
        <Input id="registration-country" value="Indonesia" disabled readOnly />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <RegionField
          level="province"
          listName="provinces"
          code={values.provinceCode}
          name={values.province}
          error={errors.province}
          onChange={(option) =>
            onChange({ province: option.label, provinceCode: option.value, ...CLEARED_BELOW.city })
          }
        />
        <RegionField
          level="city"
          listName={values.provinceCode}
          parentLabel={t('registration.step1.province')}
          code={values.cityCode}
          name={values.city}
          error={errors.city}
          onChange={(option) =>
            onChange({ city: option.label, cityCode: option.value, ...CLEARED_BELOW.district })
          }
        />
        <RegionField
          level="district"
          listName={values.cityCode}
          parentLabel={t('registration.step1.city')}
          code={values.districtCode}
          name={values.district}
          error={errors.district}
          onChange={(option) =>
            onChange({
              district: option.label,
              districtCode: option.value,
              ...CLEARED_BELOW.village,
            })
          }
        />
        <RegionField
          level="village"
          listName={values.districtCode}
          parentLabel={t('registration.step1.district')}
          code={values.villageCode}
          name={values.village}
          error={errors.village}
          onChange={(option) => onChange({ village: option.label, villageCode: option.value })}
        />
      </div>
      <TextField
        id="registration-postal-code"
        label={t('registration.field.postalCode')}
        value={values.postalCode}
        onChange={(postalCode) => onChange({ postalCode })}
        error={errors.postalCode}
        autoComplete="postal-code"
        maxLength={POSTAL_CODE_LENGTH}
        digitsOnly
      />
    </FormSection>
  );
}
