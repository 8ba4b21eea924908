/**
 * Whether the agent has ordered a machine yet (sign-up step 2). Apart from statuses.ts and its
 * zod schemas, so the sign-up's draft can name them without loading zod on step 1.
 */
export const ORDER_STATES = ['ordered', 'new', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The one check of an order state, for the forms and the server alike. */
export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  ordered: 'Sudah Pesan',
  new: 'Belum Pesan',
  cancelled: 'Dibatalkan',
};
