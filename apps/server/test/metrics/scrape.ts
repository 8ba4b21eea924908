import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import type { TestApp } from '../helpers/test-app';

export const METRICS_TOKEN = 'metrics-token-for-the-tests-'.padEnd(48, 'm');

/** Reads `/metrics` with the token; the text as sent and parsed by a Prometheus text parser. */
export async function scrape(
  testApp: TestApp,
): Promise<{ text: string; families: ParsedFamily[] }> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (response.statusCode !== 200) throw new Error(`/metrics: ${response.statusCode}`);
  return { text: response.body, families: parsePrometheusTextFormat(response.body) };
}

/**
 * The value of one sample of the counter or gauge `name` whose labels include `labels`; undefined
 * when there is none.
 */
export function sampleOf(
  families: ParsedFamily[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = families.find((candidate) => candidate.name === name);
  const sample = family?.metrics.find((metric) =>
    Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
  );
  return sample?.value === undefined ? undefined : Number(sample.value);
}
