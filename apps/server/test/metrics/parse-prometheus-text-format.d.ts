declare module 'parse-prometheus-text-format' {
  type Labels = Record<string, string>;
  /** A counter's or gauge's sample; a histogram's keeps only its buckets. */
  export type ParsedSample = { labels?: Labels; value?: string; buckets?: Record<string, string> };
  export type ParsedFamily = { name: string; help: string; type: string; metrics: ParsedSample[] };
  /** Throws on a line that is not Prometheus' text format. */
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
