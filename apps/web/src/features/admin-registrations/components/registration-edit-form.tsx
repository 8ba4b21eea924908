import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  adminRegistrationEditSchema,
  BANK_NAMES,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  REGISTRATION_EDIT_FIELD_NAMES,
  REGISTRATION_EDIT_FIELDS,
  type AdminRegistrationDetail,
  type AdminRegistrationEdit,
  type AdminRegistrationEditInput,
  type RegistrationEditField,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { ReactNode } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fieldDescribedBy } from '@/lib/field-described-by';
import { zodResolver } from '@/lib/zod-resolver';
import { useUpdateRegistration } from '../api/update-registration';

type Values = Record<RegistrationEditField, string>;
function initialValues(registration: AdminRegistrationDetail): Values {
  const values = {} as Values;
  for (const field of REGISTRATION_EDIT_FIELD_NAMES) {
    const value = registration[REGISTRATION_EDIT_FIELDS[field]];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  if (!ACCOUNT_TYPES.includes(values.account_type as never)) values.account_type = 'perorangan';
  return values;
}

/** Only what the admin changed is sent (docs/product.md, "Registration detail"). */
function changedFields(before: Values, after: AdminRegistrationEdit): AdminRegistrationEdit {
  const patch: Record<string, string> = {};
  for (const field of REGISTRATION_EDIT_FIELD_NAMES) {
    const value = after[field];
    if (value !== undefined && value !== before[field].trim()) patch[field] = value;
  }
  return patch as AdminRegistrationEdit;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

type FieldProps = {
  name: RegistrationEditField;
  register: UseFormRegister<AdminRegistrationEditInput>;
  error?: string;
  type?: string;
  wide?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email';
};

/** The fields whose meaning the label alone does not give (docs/product.md, "Names and addresses"). */
const HINTS: Partial<Record<RegistrationEditField, string>> = {
  full_name: t('admin.registration.hint.full_name'),
  name: t('admin.registration.hint.name'),
  address: t('admin.registration.hint.address'),
  address_full: t('admin.registration.hint.address_full'),
};

function TextField({ name, register, error, type = 'text', wide, inputMode }: FieldProps) {
  const id = `edit-${name}`;
  const hint = HINTS[name];
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <FormField id={id} label={t(`admin.registration.field.${name}`)} hint={hint} error={error}>
        <Input
          id={id}
          type={type}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { hint, error })}
          {...register(name)}
        />
      </FormField>
    </div>
  );
}

type Props = { registration: AdminRegistrationDetail; onDone: () => void };

/** Edit mode: Data Pemohon, Alamat, Informasi Bank, Catatan; Batal / Simpan ('Menyimpan...'). */
export function RegistrationEditForm({ registration, onDone }: Props) {
  const defaults = initialValues(registration);
  const update = useUpdateRegistration(registration.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminRegistrationEditInput, unknown, AdminRegistrationEdit>({
    resolver: zodResolver(adminRegistrationEditSchema),
    defaultValues: defaults as AdminRegistrationEditInput,
  });
  const saving = isSubmitting || update.isPending;
  const errorOf = (field: RegistrationEditField) => errors[field]?.message;
  const field = (name: RegistrationEditField, extra: Partial<FieldProps> = {}) => (
    <TextField name={name} register={register} error={errorOf(name)} {...extra} />
  );
  const bankOptions =
    BANK_NAMES.includes(defaults.bank_name as never) || !defaults.bank_name
      ? BANK_NAMES
      : [defaults.bank_name, ...BANK_NAMES];

  async function save(values: AdminRegistrationEdit) {
    const patch = changedFields(defaults, values);
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync(patch);
      toast.success(t('admin.registration.form.saved'));
      onDone();
    } catch (error) {
      if (!isApiError(error)) {
        toast.error(t('admin.registration.form.unexpected'));
        return;
      }
      if (error.code === 'not_authorized') {
        toast.error(t('admin.registration.form.notAuthorized'), { error });
      } else if (error.code === 'invalid_order_state') {
        toast.error(t('admin.registration.form.invalidOrderState'), { error });
        setError('order_state', { message: t('admin.registration.form.invalidOrderState') });
      } else {
        for (const [name, message] of Object.entries(error.fields ?? {})) {
          if (name in REGISTRATION_EDIT_FIELDS) {
            setError(name as RegistrationEditField, { message });
          }
        }
        toast.error(t('admin.registration.form.saveFailed', { message: error.message }), {
          error,
        });
      }
    }
  }

  const select = (name: RegistrationEditField, options: [string, string][]) => {
    const id = `edit-${name}`;
    return (
      <FormField id={id} label={t(`admin.registration.field.${name}`)} error={errorOf(name)}>
        <Select
          id={id}
          aria-invalid={errorOf(name) ? true : undefined}
          aria-describedby={errorOf(name) ? `${id}-error` : undefined}
          {...register(name)}
        >
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
    );
  };

  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <form onSubmit={handleSubmit(save)} noValidate className="grid gap-8">
          <Section title={t('admin.registration.form.applicant')}>
            {field('full_name')}
            {field('name')}
            {field('email', { type: 'email', inputMode: 'email' })}
            {field('phone', { type: 'tel', inputMode: 'tel' })}
            {field('phone_alt', { type: 'tel', inputMode: 'tel' })}
            {field('id_number', { inputMode: 'numeric' })}
            {select(
              'account_type',
              ACCOUNT_TYPES.map((value) => [value, ACCOUNT_TYPE_LABELS[value]]),
            )}
            {field('store_name')}
            {field('store_address_struk', { wide: true })}
            {field('keeper_name')}
            {field('keeper_phone', { type: 'tel', inputMode: 'tel' })}
            {select(
              'order_state',
              ORDER_STATES.map((value) => [value, ORDER_STATE_LABELS[value]]),
            )}
          </Section>
          <Section title={t('admin.registration.form.address')}>
            {field('address', { wide: true })}
            {field('address_full', { wide: true })}
            {field('province')}
            {field('city')}
            {field('district')}
            {field('village')}
            {field('postal_code', { inputMode: 'numeric' })}
          </Section>
          <Section title={t('admin.registration.form.bank')}>
            {field('bank_holder')}
            {select('bank_name', [
              ['', '-'],
              ...bankOptions.map((bank): [string, string] => [bank, bank]),
            ])}
            {field('bank_account', { inputMode: 'numeric' })}
          </Section>
          <Section title={t('admin.registration.form.notes')}>
            <div className="sm:col-span-2">
              <FormField
                id="edit-notes"
                label={t('admin.registration.field.notes')}
                error={errorOf('notes')}
              >
                <textarea
                  id="edit-notes"
                  rows={4}
                  className="w-full rounded-lg border border-input bg-background px-3 py-2 text-base sm:text-sm"
                  aria-invalid={errorOf('notes') ? true : undefined}
                  aria-describedby={errorOf('notes') ? 'edit-notes-error' : undefined}
                  {...register('notes')}
                />
              </FormField>
            </div>
          </Section>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onDone} disabled={saving}>
              {t('admin.registration.form.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('admin.registration.form.saving') : t('admin.registration.form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
