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
