import type { AdminNotificationList } from '@toko/contracts';

/** The outbox's messages by status, read page by page through "Notifikasi"'s API. */
export async function outboxStatusCounts(base: string, cookie: string) {
  const counts: Record<string, number> = {};
  let before: string | null = null;
  do {
    const query: string = before ? `?before=${encodeURIComponent(before)}` : '';
    const answer = await fetch(`${base}/api/admin/notifications${query}`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`notifications answered ${answer.status}`);
    const page = (await answer.json()) as AdminNotificationList;
    for (const item of page.items) counts[item.status] = (counts[item.status] ?? 0) + 1;
    before = page.next;
  } while (before);
  return counts;
}
