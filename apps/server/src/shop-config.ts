import { z } from 'zod';
import { staticQrisProblems } from './qris/static-qris-problems';

/**
 * Development examples, clearly fake: a real shop sets its own account and QRIS. They let
 * `npm start` show a complete checkout on a fresh machine.
 */
export const EXAMPLE_SHOP = {
  BANK_ACCOUNT_HOLDER: 'PT CONTOH TOKO EDC (contoh)',
  BANK_ACCOUNT_NUMBER: '800000000000',
  QRIS_PAYLOAD:
    '00020101021126680016ID.CO.CONTOH.WWW01189360000000000000010215CONTOH0000000010303UMI51440014ID.CO.QRIS.WWW0215ID10200000000010303UMI5204599953033605802ID5915TOKO EDC CONTOH6007JAKARTA6105101106304FDE0',
} as const;

const text = z.string().trim().min(1);

const shopEnvSchema = z.object({
  BANK_ACCOUNT_HOLDER: text.max(100).default(EXAMPLE_SHOP.BANK_ACCOUNT_HOLDER),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, 'must be 5 to 20 digits')
    .default(EXAMPLE_SHOP.BANK_ACCOUNT_NUMBER),
  QRIS_PAYLOAD: z
    .string()
    .trim()
    .superRefine((payload, context) => {
      if (payload === '') return;
      for (const message of staticQrisProblems(payload))
        context.addIssue({ code: 'custom', message });
    })
    .default(EXAMPLE_SHOP.QRIS_PAYLOAD),
  QRIS_IMAGE: z
    .string()
    .trim()
    .regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'must be a path under the web root or an https URL')
    .optional(),
});

export type ShopConfig = {
  bankAccountHolder: string;
  bankAccountNumber: string;
  /** The merchant's static QRIS string; each order gets a dynamic copy with its amount. */
  qrisPayload?: string;
  /** Shown instead when no payload is set: a picture of the shop's QRIS. */
  qrisImage?: string;
  usesExamples: boolean;
};

/** The shop's payment settings from the environment (read at start: a change needs a restart). */
export function parseShopConfig(source: NodeJS.ProcessEnv): ShopConfig | string[] {
  const parsed = shopEnvSchema.safeParse(source);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
  const env = parsed.data;
  return {
    bankAccountHolder: env.BANK_ACCOUNT_HOLDER,
    bankAccountNumber: env.BANK_ACCOUNT_NUMBER,
    qrisPayload: env.QRIS_PAYLOAD || undefined,
    qrisImage: env.QRIS_IMAGE,
    usesExamples:
      env.BANK_ACCOUNT_NUMBER === EXAMPLE_SHOP.BANK_ACCOUNT_NUMBER ||
      env.QRIS_PAYLOAD === EXAMPLE_SHOP.QRIS_PAYLOAD,
  };
}
