// The hall's tax id (CUIT) and the account clients transfer to (cuentaBancaria: alias, CBU, holder), with the
// check digits Argentine banks and AFIP use, so a typo is caught in the form rather than on a client's transfer.
import { BANK_ALIAS, BANK_HOLDER_MAX_LENGTH, CBU, CUIT_STORED, type BankAccountShape } from '@salon/schema';
import { isRecord } from '../data/values';

const digitsOf = (text: string) => text.replace(/[\s.-]/g, '');

const weightedSum = (digits: string, weights: readonly number[]) => weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);

/** Whether 11 digits make a CUIT: its last digit is the modulo-11 check of the first ten. */
export function isValidCuit(text: string): boolean {
  const digits = digitsOf(text);
  if (!/^\d{11}$/.test(digits)) return false;
  const rest = 11 - (weightedSum(digits, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  const check = rest === 11 ? 0 : rest;
  return check !== 10 && check === Number(digits[10]);
}

/** "30712345671" or "30 71234567 1" → "30-71234567-1" (as stored and printed); '' when it is not 11 digits. */
export function formatCuit(text: string): string {
  const digits = digitsOf(text);
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : '';
}

const cbuBlockValid = (block: string, weights: readonly number[]) => (10 - (weightedSum(block, weights) % 10)) % 10 === Number(block[block.length - 1]);

/** Whether 22 digits make a CBU (or CVU): the bank-and-branch block and the account block each end in their check digit. */
export function isValidCbu(text: string): boolean {
  const digits = digitsOf(text);
  if (!/^\d{22}$/.test(digits)) return false;
  return cbuBlockValid(digits.slice(0, 8), [7, 1, 3, 9, 7, 1, 3]) && cbuBlockValid(digits.slice(8), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]);
}

/** Where clients transfer: the holder and at least one of alias and CBU. */
export interface BankAccount {
  holder: string;
  /** '' when not stored. */
  alias: string;
  /** 22 digits, '' when not stored. */
  cbu: string;
}

/** cuentaBancaria as stored; null when there is no holder or neither a valid alias nor a valid CBU. */
export function parseBankAccount(raw: unknown): BankAccount | null {
  if (!isRecord(raw)) return null;
  const holder = typeof raw.titular === 'string' ? raw.titular.trim() : '';
  const alias = typeof raw.alias === 'string' && BANK_ALIAS.test(raw.alias) ? raw.alias : '';
  const cbu = typeof raw.cbu === 'string' && CBU.test(raw.cbu) && isValidCbu(raw.cbu) ? raw.cbu : '';
  if (!holder || holder.length > BANK_HOLDER_MAX_LENGTH || (!alias && !cbu)) return null;
  return { holder, alias, cbu };
}

/** A stored CUIT that is well formed and checks; '' otherwise (never printed wrong on a document). */
export function parseCuit(raw: unknown): string {
  return typeof raw === 'string' && CUIT_STORED.test(raw) && isValidCuit(raw) ? raw : '';
}

/** The form's three account fields as typed. */
export interface BankAccountDraft {
  bankHolder: string;
  bankAlias: string;
  bankCbu: string;
}

export type BankAccountErrors = Partial<Record<keyof BankAccountDraft, string>>;

export function bankAccountDraft(raw: unknown): BankAccountDraft {
  const record = isRecord(raw) ? raw : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { bankHolder: text(record.titular), bankAlias: text(record.alias), bankCbu: text(record.cbu) };
}

/** The Spanish message for each account field that cannot be saved; all three empty is no account at all. */
export function bankAccountErrors(draft: BankAccountDraft): BankAccountErrors {
  const errors: BankAccountErrors = {};
  const holder = draft.bankHolder.replace(/\s+/g, ' ').trim();
  const alias = draft.bankAlias.trim();
  const cbu = digitsOf(draft.bankCbu);
  if (alias && !BANK_ALIAS.test(alias)) errors.bankAlias = 'El alias tiene de 6 a 20 caracteres: letras, números, puntos o guiones, sin espacios ni eñes.';
  if (cbu && !/^\d{22}$/.test(cbu)) errors.bankCbu = `El CBU tiene 22 números (escribiste ${cbu.replace(/\D/g, '').length}).`;
  else if (cbu && !isValidCbu(cbu)) errors.bankCbu = 'Ese CBU no es válido: revisá los números (no coinciden sus dígitos verificadores).';
  if (holder.length > BANK_HOLDER_MAX_LENGTH) errors.bankHolder = `Usá como máximo ${BANK_HOLDER_MAX_LENGTH} caracteres (tiene ${holder.length}).`;
  else if (!holder && (alias || cbu)) errors.bankHolder = 'Escribí a nombre de quién está la cuenta.';
  if (holder && !alias && !cbu) errors.bankAlias = 'Escribí el alias o el CBU de la cuenta (o borrá el titular).';
  return errors;
}

/** What cuentaBancaria stores for a valid draft; null: no account (the path is removed). */
export function bankAccountToStore(draft: BankAccountDraft): BankAccountShape | null {
  const holder = draft.bankHolder.replace(/\s+/g, ' ').trim();
  if (!holder) return null;
  const stored: BankAccountShape = { titular: holder };
  const alias = draft.bankAlias.trim();
  if (alias) stored.alias = alias;
  const cbu = digitsOf(draft.bankCbu);
  if (cbu) stored.cbu = cbu;
  return stored;
}
