import { SIGNATURE_TOLERANCE_SECONDS, parseSignatureHeader, signatureHeader, signatureManifest, verifySignature } from './signature';

// The values of Mercado Pago's documented example (ts, x-request-id, data.id); the secret is ours, and the expected
// HMAC was computed apart (openssl dgst -sha256 -hmac test-secret).
const SECRET = 'test-secret';
const TS = '1704908010';
const NOW = Number(TS) * 1000 + 30_000;
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const V1 = 'aa03614f237c28380f08b45b5ad11eea289b7546c54c5c6a042611e605f16b3d';

describe('the webhook signature', () => {
  it('reads ts and v1 from x-signature, in either order and with spaces', () => {
    expect(parseSignatureHeader(`ts=${TS},v1=${V1}`)).toEqual({ ts: TS, v1: V1 });
    expect(parseSignatureHeader(` v1=${V1} , ts=${TS}`)).toEqual({ ts: TS, v1: V1 });
    expect(parseSignatureHeader('ts=1704908010')).toBeNull();
    expect(parseSignatureHeader(undefined)).toBeNull();
  });

  it('builds the manifest as Mercado Pago documents it, leaving out what is absent', () => {
    expect(signatureManifest({ dataId: '123456', requestId: REQUEST_ID, ts: TS })).toBe(
      'id:123456;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1704908010;',
    );
    expect(signatureManifest({ dataId: 'ABC123def', ts: TS })).toBe('id:abc123def;ts:1704908010;');
    expect(signatureManifest({ dataId: 'Pay-1', requestId: 'r-1', ts: TS })).toBe('id:Pay-1;request-id:r-1;ts:1704908010;');
    expect(signatureManifest({ requestId: 'r-1', ts: TS })).toBe('request-id:r-1;ts:1704908010;');
  });

  it('accepts the genuine notification', () => {
    expect(verifySignature({ signature: `ts=${TS},v1=${V1}`, requestId: REQUEST_ID, dataId: '123456' }, SECRET, NOW)).toEqual({ ok: true });
    expect(signatureHeader({ dataId: '123456', requestId: REQUEST_ID, ts: TS }, SECRET)).toBe(`ts=${TS},v1=${V1}`);
  });

  it('refuses a forged one: another payment id, another secret, a made-up v1', () => {
    expect(verifySignature({ signature: `ts=${TS},v1=${V1}`, requestId: REQUEST_ID, dataId: '123457' }, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature({ signature: `ts=${TS},v1=${V1}`, requestId: REQUEST_ID, dataId: '123456' }, 'other', NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature({ signature: `ts=${TS},v1=abc`, requestId: REQUEST_ID, dataId: '123456' }, SECRET, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a notification without a signature, or with no secret configured', () => {
    expect(verifySignature({ signature: undefined, requestId: REQUEST_ID, dataId: '123456' }, SECRET, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature({ signature: `ts=${TS},v1=${V1}`, requestId: REQUEST_ID, dataId: '123456' }, '', NOW)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses a genuine signature replayed after the tolerance', () => {
    const late = Number(TS) * 1000 + SIGNATURE_TOLERANCE_SECONDS * 1000 + 1;
    expect(verifySignature({ signature: `ts=${TS},v1=${V1}`, requestId: REQUEST_ID, dataId: '123456' }, SECRET, late)).toEqual({ ok: false, reason: 'stale' });
    const justInTime = Number(TS) * 1000 + SIGNATURE_TOLERANCE_SECONDS * 1000;
    expect(verifySignature({ signature: `ts=${TS},v1=${V1}`, requestId: REQUEST_ID, dataId: '123456' }, SECRET, justInTime)).toEqual({ ok: true });
  });

  it('reads a ts in milliseconds too', () => {
    const header = signatureHeader({ dataId: '9', requestId: 'r', ts: '1704908010000' }, SECRET);
    expect(verifySignature({ signature: header, requestId: 'r', dataId: '9' }, SECRET, 1704908010000)).toEqual({ ok: true });
  });
});
