import type { RegionField as Level } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { fieldDescribedBy } from '@/lib/field-described-by';
import { useRegionList } from '../api/region-list';

type RegionFieldProps = {
  level: Level;
  /** `provinces` for the top level, else the chosen parent's code; null while it is not chosen. */
  listName: string | null;
  parentLabel?: string;
  code: string | null;
  name: string;
  onChange: (option: ComboboxOption) => void;
  error?: string;
};

/** One level of the cascading region choice: a searchable list loaded when its parent is chosen. */
export function RegionField({
  level,
  listName,
  parentLabel,
  code,
  name,
  onChange,
  error,
}: RegionFieldProps) {
  const list = useRegionList(listName);
  const label = t(`registration.step1.${level}`);
  const id = `registration-${level}`;
  const waiting = listName === null && parentLabel !== undefined;
  const hint = waiting ? t('registration.region.needParent', { field: parentLabel }) : undefined;
  const failed = list.status === 'error';
  const describedBy = fieldDescribedBy(id, { hint: hint || failed, error });

  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hintIsAlert={failed}
      hint={
        failed ? (
          <>
            {t('registration.region.failed')}
            <Button type="button" variant="outline" size="sm" onClick={list.retry}>
              {t('registration.region.retry')}
            </Button>
          </>
        ) : (
          hint
        )
      }
    >
      <Combobox
        id={id}
        options={list.options}
        value={code}
        selectedLabel={name}
        onChange={onChange}
        disabled={listName === null}
        invalid={Boolean(error)}
        describedBy={describedBy}
        placeholder={t('registration.region.choose', { field: label })}
        emptyText={
          list.status === 'loading'
            ? t('registration.region.loading')
            : t('registration.region.empty')
        }
      />
    </FormField>
  );
}
