import { INFO_SOURCES, type InfoSource } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { Card, CardContent } from '@/components/ui/card';

type Props = { value: readonly InfoSource[]; onChange: (value: InfoSource[]) => void };

/** 'Dari mana Anda mengetahui kami?': any number of the spec's five sources. */
export function InfoSourceSection({ value, onChange }: Props) {
  function toggle(source: InfoSource, checked: boolean) {
    const next = new Set(value);
    if (checked) next.add(source);
    else next.delete(source);
    onChange(INFO_SOURCES.filter((item) => next.has(item)));
  }
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-lg font-semibold">{t('registration.section.source')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {INFO_SOURCES.map((source) => (
              <label
                key={source}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-3"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={value.includes(source)}
                  onChange={(event) => toggle(source, event.target.checked)}
                />
                <span className="text-sm">{source}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
