import { DEMO_BANK_ACCOUNT } from '../__fixtures__/hallFacts';
import { bankAccountDraft, bankAccountErrors, bankAccountToStore, formatCuit, isValidCbu, isValidCuit, parseBankAccount } from './bankAccount';

describe('CUIT', () => {
  it.each([
    ['30-71234567-1', true],
    ['30712345671', true],
    ['20-12345678-6', true],
    ['27-12345678-0', true],
    ['30-71234567-2', false],
    ['30-7123456-1', false],
    ['3071234567a', false],
  ])('%s is valid: %p', (cuit, valid) => expect(isValidCuit(cuit)).toBe(valid));

  it('is written with hyphens, from however it was typed', () => {
    expect(formatCuit('30 71234567 1')).toBe('30-71234567-1');
    expect(formatCuit('30.71234567.1')).toBe('30-71234567-1');
    expect(formatCuit('3071')).toBe('');
  });
});

describe('CBU', () => {
  it('checks both of its check digits', () => {
    expect(isValidCbu('2850590940090418135201')).toBe(true);
    expect(isValidCbu('0110599520000001234571')).toBe(false);
    // The first block's check digit off by one, then the second's.
    expect(isValidCbu('2850590840090418135201')).toBe(false);
    expect(isValidCbu('2850590940090418135202')).toBe(false);
    expect(isValidCbu('285059094009041813520')).toBe(false);
  });
});

describe('cuentaBancaria', () => {
  it('reads the demo account whole', () => {
    expect(parseBankAccount(DEMO_BANK_ACCOUNT)).toEqual({
      holder: 'Salón de Fiestas Ramos S.R.L.',
      alias: 'SALON.FIESTAS.RAMOS',
      cbu: '2850590940090418135201',
    });
  });

  it('reads an account without a holder, or with neither a valid alias nor a valid CBU, as none', () => {
    expect(parseBankAccount(null)).toBeNull();
    expect(parseBankAccount({ alias: 'SALON.RAMOS' })).toBeNull();
    expect(parseBankAccount({ titular: 'Salón', cbu: '2850590940090418135202' })).toBeNull();
    expect(parseBankAccount({ titular: 'Salón', alias: 'SALON.RAMOS', cbu: '123' })).toEqual({ holder: 'Salón', alias: 'SALON.RAMOS', cbu: '' });
  });

  it('stores a holder with an alias or a CBU; no holder is no account', () => {
    const draft = bankAccountDraft(DEMO_BANK_ACCOUNT);
    expect(bankAccountErrors(draft)).toEqual({});
    expect(bankAccountToStore(draft)).toEqual(DEMO_BANK_ACCOUNT);
    expect(bankAccountToStore({ bankHolder: ' Salón ', bankAlias: '', bankCbu: '2850 5909 4009 0418 1352 01' })).toEqual({
      titular: 'Salón',
      cbu: '2850590940090418135201',
    });
    expect(bankAccountToStore(bankAccountDraft(null))).toBeNull();
    expect(bankAccountErrors(bankAccountDraft(null))).toEqual({});
  });

  it('says in Spanish what is missing or wrong', () => {
    expect(bankAccountErrors({ bankHolder: '', bankAlias: 'SALON.RAMOS', bankCbu: '' })).toEqual({ bankHolder: 'Escribí a nombre de quién está la cuenta.' });
    expect(bankAccountErrors({ bankHolder: 'Salón', bankAlias: 'ñandú.salon', bankCbu: '12' })).toEqual({
      bankAlias: 'El alias tiene de 6 a 20 caracteres: letras, números, puntos o guiones, sin espacios ni eñes.',
      bankCbu: 'El CBU tiene 22 números (escribiste 2).',
    });
  });
});
