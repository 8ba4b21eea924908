import type { RegionField as Level } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';
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
  const describedBy = [
    hint || list.status === 'error' ? `${id}-hint` : '',
    error ? `${id}-error` : '',
  ]
    .join(' ')
    .trim();

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Combobox
        id={id}
        options={list.options}
        value={code}
        selectedLabel={name}
        onChange={onChange}
        disabled={listName === null}
        invalid={Boolean(error)}
        describedBy={describedBy || undefined}
        placeholder={t('registration.region.choose', { field: label })}
        emptyText={
          list.status === 'loading'
            ? t('registration.region.loading')
            : t('registration.region.empty')
        }
      />
      {list.status === 'error' ? (
        <p
          id={`${id}-hint`}
          role="alert"
          className="flex items-center gap-2 text-sm text-destructive"
        >
          {t('registration.region.failed')}
          <Button type="button" variant="outline" size="sm" onClick={list.retry}>
            {t('registration.region.retry')}
          </Button>
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
