import { buyerSchema, type Buyer, type BuyerInput } from '@toko/contracts';
import { t, type MessageKey } from '@toko/contracts/i18n/checkout';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { zodResolver } from '@/lib/zod-resolver';

type Field = keyof BuyerInput;
const FIELDS: readonly {
  name: Field;
  label: MessageKey;
  type?: string;
  autoComplete: string;
  multiline?: boolean;
}[] = [
  { name: 'name', label: 'checkout.form.name', autoComplete: 'name' },
  { name: 'phone', label: 'checkout.form.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'checkout.form.email', type: 'email', autoComplete: 'email' },
  {
    name: 'address',
    label: 'checkout.form.address',
    autoComplete: 'street-address',
    multiline: true,
  },
  { name: 'notes', label: 'checkout.form.notes', autoComplete: 'off', multiline: true },
  { name: 'referralCode', label: 'checkout.form.referral', autoComplete: 'off' },
];

const TEXTAREA =
  'min-h-24 w-full rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm';

/**
 * The buyer form (docs/product.md, "Checkout"): checked on every keystroke once touched, and on
 * submit.
 */
export function BuyerForm({
  initial,
  onSubmit,
}: {
  initial: Buyer | null;
  onSubmit: (buyer: Buyer) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BuyerInput, unknown, Buyer>({
    resolver: zodResolver(buyerSchema),
    mode: 'onChange',
    defaultValues: initial ?? {
      name: '',
      phone: '',
      email: '',
      address: '',
      notes: '',
      referralCode: '',
    },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      {FIELDS.map((field) => {
        const id = `buyer-${field.name}`;
        const error = errors[field.name]?.message;
        const common = {
          id,
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          ...register(field.name),
        };
        return (
          <FormField key={field.name} id={id} label={t(field.label)} error={error}>
            {field.multiline ? (
              <textarea className={TEXTAREA} {...common} />
            ) : (
              <Input type={field.type} {...common} />
            )}
          </FormField>
        );
      })}
      <Button type="submit" size="lg">
        {t('checkout.form.continue')}
      </Button>
    </form>
  );
}
