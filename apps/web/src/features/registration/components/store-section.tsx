import {
  KEEPER_PHONE_MAX_DIGITS,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  type OrderState,
  REGISTRATION_TEXT_MAX,
  type RegistrationFileField,
  STORE_PHOTO_EXTENSIONS,
  STORE_PHOTO_MIME_TYPES,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { FilePicker } from '@/components/ui/file-picker';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import type { UploadRules } from '@/lib/upload/file-rules';
import { STORE_PHOTO_LONG_EDGE } from '@/lib/upload/fit-within';
import type { DraftFiles } from '../draft/draft-files';
import type { Step2Draft } from '../draft/registration-draft';
import { DocumentUploadStatus } from '../uploads/document-upload-status';
import { FormSection } from './form-section';
import { TextField } from './text-field';

const PHOTO_RULES: UploadRules = {
  mimeTypes: STORE_PHOTO_MIME_TYPES,
  extensions: STORE_PHOTO_EXTENSIONS,
  longEdge: STORE_PHOTO_LONG_EDGE,
  messages: { type: t('registration.photo.type'), size: t('registration.file.size') },
};

type Props = {
  values: Step2Draft;
  onChange: (patch: Partial<Step2Draft>) => void;
  errors: Partial<Record<keyof Step2Draft, string>>;
  files: DraftFiles;
  onFileChange: (field: RegistrationFileField, file: File | null) => void;
  photosError?: string;
  disabled: boolean;
};

/**
 * Sign-up step 2 (docs/product.md, "Agent sign-up"): the store, its two photos, where it is, who
 * keeps it and the order state.
 */
export function StoreSection({
  values,
  onChange,
  errors,
  files,
  onFileChange,
  photosError,
  disabled,
}: Props) {
  const photo = (field: 'storePhotoOut' | 'storePhotoIn') => (
    <div className="grid gap-2">
      <FilePicker
        id={`registration-${field}`}
        label={t(`registration.field.${field}`)}
        rules={PHOTO_RULES}
        hint={t('registration.photo.hint')}
        value={files[field]}
        camera="environment"
        disabled={disabled}
        error={files[field] ? undefined : photosError}
        onChange={(file) => {
          onFileChange(field, file);
        }}
        onRejected={(message) => toast.error(message)}
      />
      <DocumentUploadStatus field={field} />
    </div>
  );
  return (
    <FormSection id="registration-store-title" title={t('registration.step2.title')}>
      <TextField
        id="registration-store-name"
        label={t('registration.field.storeName')}
        value={values.storeName}
        onChange={(storeName) => onChange({ storeName })}
        error={errors.storeName}
        autoComplete="organization"
        maxLength={REGISTRATION_TEXT_MAX.storeName}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {photo('storePhotoOut')}
        {photo('storePhotoIn')}
      </div>
      <TextField
        id="registration-gmap-address"
        label={t('registration.field.gmapAddress')}
        value={values.gmapAddress}
        onChange={(gmapAddress) => onChange({ gmapAddress })}
        autoComplete="off"
        maxLength={REGISTRATION_TEXT_MAX.storeAddress}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="registration-gmap-lat"
          label={t('registration.field.gmapLat')}
          value={values.gmapLat}
          onChange={(gmapLat) => onChange({ gmapLat })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={30}
        />
        <TextField
          id="registration-gmap-lng"
          label={t('registration.field.gmapLng')}
          value={values.gmapLng}
          onChange={(gmapLng) => onChange({ gmapLng })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={30}
        />
      </div>
      <TextField
        id="registration-receipt-address"
        label={t('registration.field.receiptAddress')}
        value={values.receiptAddress}
        onChange={(receiptAddress) => onChange({ receiptAddress })}
        error={errors.receiptAddress}
        autoComplete="off"
        maxLength={REGISTRATION_TEXT_MAX.storeAddress}
        multiline
      />
      <TextField
        id="registration-store-keeper"
        label={t('registration.field.storeKeeper')}
        value={values.storeKeeper}
        onChange={(storeKeeper) => onChange({ storeKeeper })}
        error={errors.storeKeeper}
        autoComplete="off"
        maxLength={REGISTRATION_TEXT_MAX.storeKeeper}
      />
      <TextField
        id="registration-store-keeper-phone"
        label={t('registration.field.storeKeeperPhone')}
        type="tel"
        value={values.storeKeeperPhone}
        onChange={(storeKeeperPhone) => onChange({ storeKeeperPhone })}
        error={errors.storeKeeperPhone}
        autoComplete="off"
        maxLength={KEEPER_PHONE_MAX_DIGITS}
        digitsOnly
      />
      <FormField
        id="registration-order-state"
        label={t('registration.field.orderState')}
        error={errors.orderState}
      >
        <Select
          id="registration-order-state"
          value={values.orderState}
          onChange={(event) => {
            const state = ORDER_STATES.find((value) => value === event.target.value);
            if (state) onChange({ orderState: state as OrderState });
          }}
        >
          {ORDER_STATES.map((state) => (
            <option key={state} value={state}>
              {ORDER_STATE_LABELS[state]}
            </option>
          ))}
        </Select>
      </FormField>
    </FormSection>
  );
}
