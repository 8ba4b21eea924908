import { loadConfig, type Config, type OutboxRetry } from '../../src/config';

export const MAIL_FROM = 'Toko EDC <toko@tokoedc.id>';

/** The shipped notification settings with SMTP_URL pointed at a test server. */
export function notifyConfig(
  smtpUrl: string,
  extra: { retry?: Partial<OutboxRetry>; webhook?: Config['notify']['webhook'] } = {},
): Pick<Config, 'notify'> {
  const shipped = loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM }).notify;
  return {
    notify: { ...shipped, webhook: extra.webhook, retry: { ...shipped.retry, ...extra.retry } },
  };
}
