import { hasValidCrc, InvalidQrisPayloadError, parseTlv, type TlvField } from './qris';

const PRINTABLE = (max: number) => new RegExp(`^[\\x20-\\x7e]{1,${max}}$`);

/** The mandatory fields of a merchant-presented QRIS, each with its rule. */
const MANDATORY = [
  { tag: '00', name: 'payload format indicator', format: /^01$/, rule: 'must be 01' },
  {
    tag: '01',
    name: 'point of initiation',
    format: /^1[12]$/,
    rule: 'must be 11 (static) or 12 (dynamic)',
  },
  { tag: '52', name: 'merchant category code', format: /^\d{4}$/, rule: 'must be 4 digits' },
  { tag: '53', name: 'currency', format: /^360$/, rule: 'must be 360 (rupiah)' },
  { tag: '58', name: 'country code', format: /^ID$/, rule: 'must be ID' },
  {
    tag: '59',
    name: 'merchant name',
    format: PRINTABLE(25),
    rule: 'must be 1 to 25 printable characters',
  },
  {
    tag: '60',
    name: 'merchant city',
    format: PRINTABLE(15),
    rule: 'must be 1 to 15 printable characters',
  },
];

const isMerchantAccount = ({ tag }: TlvField) => Number(tag) >= 26 && Number(tag) <= 51;

/** A merchant account template is itself TLV, with the network's identifier in sub-tag 00. */
function merchantAccountProblem({ tag, value }: TlvField): string | undefined {
  const problem = `tag ${tag} (merchant account) is malformed: it needs sub-tag 00, the network's identifier`;
  try {
    return parseTlv(value).some((field) => field.tag === '00' && field.value) ? undefined : problem;
  } catch {
    return problem;
  }
}

/**
 * Why a static QRIS cannot be used (each reason names the field), or nothing when every
 * mandatory field is there and well-formed: checked at start-up, so a bad one stops the server.
 */
export function staticQrisProblems(payload: string): string[] {
  let fields: TlvField[];
  try {
    fields = parseTlv(payload);
  } catch (error) {
    if (error instanceof InvalidQrisPayloadError) return [error.message];
    throw error;
  }
  const problems = MANDATORY.flatMap(({ tag, name, format, rule }) => {
    const field = fields.find((candidate) => candidate.tag === tag);
    if (!field) return [`tag ${tag} (${name}) is missing`];
    return format.test(field.value) ? [] : [`tag ${tag} (${name}) ${rule}`];
  });
  const accounts = fields.filter(isMerchantAccount);
  if (accounts.length === 0) {
    problems.push('tags 26 to 51 (merchant account) are missing: at least one is needed');
  }
  problems.push(...accounts.flatMap((account) => merchantAccountProblem(account) ?? []));
  if (fields.at(-1)?.tag !== '63') problems.push('tag 63 (CRC) must be the last field');
  else if (!hasValidCrc(payload)) problems.push('tag 63 (CRC) does not match the content');
  return problems;
}
