import type { ActivityEntity } from '@toko/contracts';

/** The order or registration whose timeline is shown and noted on. */
export type ActivityRecord = {
  entity: ActivityEntity;
  id: string;
  /** The record's `updatedAt`: the timeline is read again when it moves. */
  version: string;
};
