// Brazilian Portuguese validation messages for zod (zod's own "pt" locale is European: 'Demasiado
// grande'). Each message is a predicate ('deve ter no máximo 80 caracteres') that the caller puts
// after the name of what was wrong: the server's error handler writes 'A busca deve ter no máximo
// 80 caracteres.', the settings check writes 'PORT="abc" deve ser um número'. Messages given in a
// schema itself win over these (zod's precedence) and are full sentences.
import type { core } from 'zod';

/** The predicate for a value that was not sent at all; the server says 'Informe <o campo>.' instead. */
export const MISSING = 'não foi informado';

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  date: 'uma data',
  null: 'vazio',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'um email válido',
  url: 'um endereço (URL) válido',
  uuid: 'um identificador válido',
  datetime: 'uma data e hora válida (ISO 8601)',
  date: 'uma data válida (AAAA-MM-DD)',
  time: 'um horário válido',
  ipv4: 'um endereço IPv4',
  ipv6: 'um endereço IPv6',
  cidrv4: 'uma faixa IPv4',
  cidrv6: 'uma faixa IPv6',
  base64: 'um texto em base64',
  base64url: 'um texto em base64url',
  jwt: 'um token válido',
};

const plural = (count: number | bigint, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${Number(count) === 1 ? one : many}`;

function sizeLimit(origin: string, limit: number | bigint, inclusive: boolean, side: 'max' | 'min'): string {
  if (origin === 'string')
    return side === 'max'
      ? `deve ter no máximo ${plural(inclusive ? limit : Number(limit) - 1, 'caractere', 'caracteres')}`
      : Number(limit) <= 1
        ? 'não pode ficar em branco'
        : `deve ter pelo menos ${plural(inclusive ? limit : Number(limit) + 1, 'caractere', 'caracteres')}`;
  if (origin === 'array' || origin === 'set')
    return side === 'max'
      ? `deve ter no máximo ${plural(limit, 'item', 'itens')}`
      : `deve ter pelo menos ${plural(limit, 'item', 'itens')}`;
  if (origin === 'file') return side === 'max' ? 'é um arquivo grande demais' : 'é um arquivo pequeno demais';
  const value = limit.toLocaleString('pt-BR');
  if (side === 'max') return inclusive ? `deve ser no máximo ${value}` : `deve ser menor que ${value}`;
  return inclusive ? `deve ser pelo menos ${value}` : `deve ser maior que ${value}`;
}

export function validationMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return MISSING;
      const expected = TYPE_NAMES[issue.expected] ?? 'de outro tipo';
      return `deve ser ${expected}`;
    }
    case 'too_big':
      return sizeLimit(issue.origin, issue.maximum, issue.inclusive ?? true, 'max');
    case 'too_small':
      return sizeLimit(issue.origin, issue.minimum, issue.inclusive ?? true, 'min');
    case 'invalid_format':
      if (issue.format === 'regex' || !FORMAT_NAMES[issue.format]) return 'está num formato inválido';
      return `deve ser ${FORMAT_NAMES[issue.format]}`;
    case 'not_multiple_of':
      return `deve ser múltiplo de ${issue.divisor.toLocaleString('pt-BR')}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `deve ser ${JSON.stringify(issue.values[0])}`
        : `deve ser um destes valores: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return 'tem dados que não são aceitos';
    default:
      return 'tem um valor inválido';
  }
}
