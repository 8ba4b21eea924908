import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from './limits';
import { checkoutMessages as messages } from './messages/checkout';
import { PRODUCT_IDS } from './catalogue';
import { isIndonesianPhone } from './phone';
import { refuseControlCharacters } from './text-input';
import { orderStatusSchema, paymentMethodSchema } from './statuses';

/** Highest quantity of one product in one order: more is a wholesale enquiry, not a checkout. */
export const MAX_ITEM_QUANTITY = 99;
/** Bank Indonesia's cap on one QRIS transaction (PADG 24/1/PADG/2022). */
export const QRIS_MAX_AMOUNT = 10_000_000;
export const BANK_NAME = 'CIMB Niaga';

const requiredText = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max);

/**
 * The buyer form (docs/product.md, "Checkout"); the referral code is checked on each keystroke and
 * on submit.
 */
export const buyerSchema = z
  .object({
    name: requiredText(messages['checkout.buyer.nameRequired'], 100),
    phone: requiredText(messages['checkout.buyer.phoneRequired'], 30).refine(isIndonesianPhone, {
      message: messages['checkout.buyer.phoneInvalid'],
    }),
    email: requiredText(messages['checkout.buyer.emailRequired'], 254)
      .toLowerCase()
      .pipe(z.email(messages['checkout.buyer.emailInvalid'])),
    address: requiredText(messages['checkout.buyer.addressRequired'], 500),
    notes: z.string().trim().max(1000).optional().default(''),
    referralCode: z
      .string()
      .trim()
      .refine((code) => code === '' || REFERRAL_CODE_PATTERN.test(code), {
        message: messages['checkout.buyer.referralInvalid'],
      })
      .optional()
      .default(''),
  })
  .superRefine(refuseControlCharacters(['address', 'notes']));
export type BuyerInput = z.input<typeof buyerSchema>;
export type Buyer = z.output<typeof buyerSchema>;

/**
 * The browser sends ids and quantities only: the server decides every price
 * (docs/product.md, "Server prices").
 */
export const orderItemInputSchema = z.object({
  // Its own enum, not catalogue's `productIdSchema`: using that one would pull zod into every
  // public page that shows the catalogue (they share its chunk).
  id: z.enum(PRODUCT_IDS),
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
});

export const orderRequestSchema = z.object({
  buyer: buyerSchema,
  items: z
    .array(orderItemInputSchema)
    .min(1, messages['checkout.items.empty'])
    .max(20)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: messages['checkout.items.duplicate'],
    }),
  paymentMethod: paymentMethodSchema,
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const orderCreatedSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  total: z.number().int(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** An order's id: a random UUID, which the success page's address carries. */
export const orderIdSchema = z.uuid();

/**
 * What the success page's address (`?order_id=`) may read of an order: its number and total, for
 * the WhatsApp confirmation, and nothing that names the buyer
 * (docs/product.md, "The success page's address").
 */
export const orderSummarySchema = z.strictObject({
  orderNumber: z.string(),
  total: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** `GET` the success page's summary of the order `id`. */
export const orderSummaryPath = (id: string) => `/api/orders/${encodeURIComponent(id)}/summary`;

export const orderStatusRequestSchema = z.object({
  orderNumber: z.string().trim().toUpperCase().min(1).max(40),
  phone: z.string().trim().min(1).max(30),
});

export const orderStatusResponseSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
});

/** The payment settings of a checkout total, and its QRIS as a picture to save (`?total=`). */
export const PAYMENT_API_PATHS = {
  settings: '/api/payment/settings',
  qrisPicture: '/api/payment/qris.png',
} as const;

export const paymentSettingsSchema = z.object({
  bank: z.object({ name: z.string(), holder: z.string(), number: z.string() }),
  qris: z.object({
    available: z.boolean(),
    maxAmount: z.number().int(),
    payload: z.string().nullable(),
    svg: z.string().nullable(),
    image: z.string().nullable(),
  }),
  usesExamples: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
