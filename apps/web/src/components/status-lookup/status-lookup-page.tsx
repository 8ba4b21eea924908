import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RequestCode } from '@/components/ui/request-code';
import type { LookupFailure } from './use-status-lookup';

export type StatusLookupTexts = {
  title: string;
  intro: string;
  reference: string;
  referencePlaceholder: string;
  phone: string;
  checking: string;
  submit: string;
};

/**
 * A public status page: its heading, the form asking for a reference and a phone number, and
 * below it what was found (`children`) or why not, announced as it changes.
 */
export function StatusLookupPage({
  texts,
  ids,
  reference,
  onReferenceChange,
  phone,
  onPhoneChange,
  checking,
  onSubmit,
  failure,
  children,
}: {
  texts: StatusLookupTexts;
  ids: { reference: string; phone: string };
  reference: string;
  onReferenceChange: (value: string) => void;
  phone: string;
  onPhoneChange: (value: string) => void;
  checking: boolean;
  onSubmit: (event: FormEvent) => void;
  failure: LookupFailure | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{texts.title}</h1>
        <p className="text-muted-foreground">{texts.intro}</p>
      </div>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField id={ids.reference} label={texts.reference}>
              <Input
                id={ids.reference}
                value={reference}
                autoCapitalize="characters"
                placeholder={texts.referencePlaceholder}
                onChange={(event) => onReferenceChange(event.target.value)}
              />
            </FormField>
            <FormField id={ids.phone} label={texts.phone}>
              <Input
                id={ids.phone}
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => onPhoneChange(event.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={checking}>
              {checking ? texts.checking : texts.submit}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div aria-live="polite">
        {children}
        {failure ? (
          <div role="alert" className="text-destructive">
            <p>{failure.error}</p>
            <RequestCode error={failure.cause} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
