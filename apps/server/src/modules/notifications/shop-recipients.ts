import type { Config } from '../../config';
import type { Transaction } from '../../lib/transaction';
import { staffEmails } from '../auth/users-repository';

/** NOTIFY_EMAILS, or else every enabled staff member's address at the time of the event. */
export async function shopRecipients(tx: Transaction, config: Config): Promise<string[]> {
  if (config.notify.shopEmails) return config.notify.shopEmails;
  return staffEmails(tx);
}
