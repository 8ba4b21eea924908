/**
 * How many Host headers a request carries (`rawHeaders` is name, value, name, value, …).
 * RFC 9112 §3.2: more than one is a 400. Node keeps the first and drops the rest, so two hosts
 * could disagree about which site a request is for (the CSRF origin check reads it).
 */
export function hostHeaderCount(raw: readonly string[]): number {
  let hosts = 0;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]!.length === 4 && raw[index]!.toLowerCase() === 'host') hosts += 1;
  }
  return hosts;
}

/**
 * The host an absolute-form request target names (`GET http://evil.example/ HTTP/1.1`), which
 * RFC 9112 §3.2.2 puts above the Host header; undefined for a target that names none (`*`).
 * Only called for a target that does not start with `/`.
 */
export function absoluteFormHost(target: string): string | undefined {
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    return new URL(target).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
