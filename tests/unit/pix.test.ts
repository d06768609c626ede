// PIX BR Codes: built with pix-utils, then read back here with an independent EMV parser and an
// independent CRC16-CCITT, so a wrong field or checksum cannot hide behind the same library.
import { describe, expect, test } from 'vitest';
import { buildPixCode, parsePixCode, pixTxid } from '@server/modules/billing/pix';

/** EMV "ID (2) + length (2) + value" fields, in order. */
function tlv(payload: string): [string, string][] {
  const fields: [string, string][] = [];
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    fields.push([id, payload.slice(i + 4, i + 4 + length)]);
    i += 4 + length;
  }
  return fields;
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code spec asks, written bit by bit. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const receiver = { key: 'pix@futdados.com.br', merchantName: 'FutDados Assinaturas', merchantCity: 'São Paulo' };

describe('BR Code', () => {
  const txid = pixTxid(4321);
  const code = buildPixCode(receiver, { amountCents: 1990, txid });
  const fields = Object.fromEntries(tlv(code));

  test('has the merchant-presented fields: format, GUI and key, MCC, BRL, amount, country, name, city, txid', () => {
    expect(fields['00']).toBe('01');
    expect(Object.fromEntries(tlv(fields['26']))).toEqual({ '00': 'br.gov.bcb.pix', '01': 'pix@futdados.com.br' });
    expect(fields['52']).toBe('0000');
    expect(fields['53']).toBe('986');
    expect(fields['54']).toBe('19.90');
    expect(fields['58']).toBe('BR');
    expect(fields['59']).toBe('FUTDADOS ASSINATURAS');
    expect(fields['60']).toBe('SAO PAULO');
    expect(Object.fromEntries(tlv(fields['62']))['05']).toBe(txid);
    expect(txid).toMatch(/^FD4321[0-9A-F]{19}$/);
  });

  test('ends with a CRC16-CCITT over everything before it, including "6304"', () => {
    expect(code.slice(-8, -4)).toBe('6304');
    expect(fields['63']).toBe(crc16(code.slice(0, -4)));
  });

  test('parses back to the same charge', () => {
    expect(parsePixCode(code)).toEqual({
      key: 'pix@futdados.com.br',
      amountCents: 1990,
      merchantName: 'FUTDADOS ASSINATURAS',
      merchantCity: 'SAO PAULO',
      txid,
    });
  });

  test('a code with a wrong CRC or a changed amount is not a valid PIX', () => {
    const wrongCrc = code.slice(0, -4) + (fields['63'] === '0000' ? '0001' : '0000');
    expect(parsePixCode(wrongCrc)).toBeNull();
    expect(parsePixCode(code.replace('540519.90', '540511.90'))).toBeNull();
  });

  test('amounts are whole centavos: R$ 179,90 → "179.90"; zero or fractions are refused', () => {
    expect(Object.fromEntries(tlv(buildPixCode(receiver, { amountCents: 17990, txid })))['54']).toBe('179.90');
    expect(() => buildPixCode(receiver, { amountCents: 0, txid })).toThrow();
    expect(() => buildPixCode(receiver, { amountCents: 19.9, txid })).toThrow();
  });

  test('txids are unique, alphanumeric, at most 25 characters', () => {
    const ids = new Set(Array.from({ length: 200 }, () => pixTxid('abc-123')));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{1,25}$/);
  });
});
