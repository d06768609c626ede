// PIX BR Codes (the EMV merchant-presented payload banks read: GUI br.gov.bcb.pix, key, amount,
// merchant name and city, txid, CRC16-CCITT), built and parsed with pix-utils.
import { randomBytes } from 'node:crypto';
import { createStaticPix, hasError, isStaticPix, parsePix } from 'pix-utils';

/**
 * The key in the sandbox's BR Codes: an email on `.invalid` (reserved, RFC 2606), which no bank's
 * key directory can hold, so a fan who scans a demo code with a bank app cannot pay anyone.
 */
export const SIMULATED_PIX_KEY = 'simulacao-nao-pague@futdados.invalid';

export interface PixReceiver {
  key: string;
  merchantName: string;
  merchantCity: string;
}

/** BR Code fields are plain ASCII: accents dropped, as bank apps expect. */
const ascii = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();

/** A txid: letters and digits only, at most 25 (the BR Code limit), unique per charge. */
export function pixTxid(reference: number | string): string {
  const prefix = `FD${String(reference).replace(/[^A-Za-z0-9]/g, '')}`;
  return (prefix + randomBytes(16).toString('hex').toUpperCase()).slice(0, 25);
}

/** The "copia e cola" text of a PIX charge of `amountCents` to the receiver. */
export function buildPixCode(receiver: PixReceiver, charge: { amountCents: number; txid: string }): string {
  if (!Number.isInteger(charge.amountCents) || charge.amountCents <= 0) {
    throw new Error(`PIX amount must be a positive integer of centavos (got ${charge.amountCents})`);
  }
  const pix = createStaticPix({
    merchantName: ascii(receiver.merchantName).slice(0, 25),
    merchantCity: ascii(receiver.merchantCity).toUpperCase().slice(0, 15),
    pixKey: receiver.key,
    txid: charge.txid,
    transactionAmount: charge.amountCents / 100,
    isTransactionUnique: true,
  });
  if (hasError(pix)) throw new Error(`PIX code not built: ${pix.message}`);
  return pix.toBRCode();
}

export interface ParsedPix {
  key: string;
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  txid: string;
}

/** Reads a BR Code back (null when it is not a valid static PIX code, CRC included). */
export function parsePixCode(code: string): ParsedPix | null {
  const pix = parsePix(code);
  if (hasError(pix) || !isStaticPix(pix)) return null;
  return {
    key: pix.pixKey,
    amountCents: Math.round((pix.transactionAmount ?? 0) * 100),
    merchantName: pix.merchantName,
    merchantCity: pix.merchantCity,
    txid: pix.txid ?? '',
  };
}
