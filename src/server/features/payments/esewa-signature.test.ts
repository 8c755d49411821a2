import { describe, expect, it } from 'vitest';
import { startEsewaPeer, UAT } from '#tests/support/esewa-peer.ts';
import { esewaSignature, requestMessage, verifyEsewaSuccess } from './esewa-signature.ts';
import { feeOf, paisaOfRupees, paisaOfRupeeText, rupeeText } from './paisa.ts';

// eSewa's published examples (developer.esewa.com.np/pages/Epay-V2), reproduced by the app's
// signing and by the loopback peer's own.

const FORM_EXAMPLE = {
  message: 'total_amount=110,transaction_uuid=241028,product_code=EPAYTEST',
  signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
};
// the success redirect's example, decoded; its total is the string "1000.0"
const SUCCESS_EXAMPLE = {
  transaction_code: '000AWEO',
  status: 'COMPLETE',
  total_amount: '1000.0',
  transaction_uuid: '250610-162413',
  product_code: 'EPAYTEST',
  signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  signature: '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=',
};
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('eSewa signatures', () => {
  it('reproduces the published form example, in the app and in the peer', async () => {
    expect(esewaSignature(requestMessage('110', '241028', 'EPAYTEST'), UAT.secretKey)).toBe(FORM_EXAMPLE.signature);
    const peer = await startEsewaPeer();
    expect(peer.sign(FORM_EXAMPLE.message)).toBe(FORM_EXAMPLE.signature);
    await peer.close();
  });

  it('verifies the published success example with the exact total it carries', () => {
    expect(verifyEsewaSuccess(encode(SUCCESS_EXAMPLE), UAT.secretKey)).toMatchObject({ total_amount: '1000.0' });
  });

  it('refuses a tampered field, another key, a missing signed field, garbage and a number that lost its text', () => {
    expect(verifyEsewaSuccess(encode({ ...SUCCESS_EXAMPLE, total_amount: '10.0' }), UAT.secretKey)).toBeNull();
    expect(verifyEsewaSuccess(encode({ ...SUCCESS_EXAMPLE, status: 'PENDING' }), UAT.secretKey)).toBeNull();
    expect(verifyEsewaSuccess(encode(SUCCESS_EXAMPLE), 'another-secret')).toBeNull();
    const { transaction_code: _, ...missing } = SUCCESS_EXAMPLE;
    expect(verifyEsewaSuccess(encode(missing), UAT.secretKey)).toBeNull();
    expect(verifyEsewaSuccess(encode({ ...SUCCESS_EXAMPLE, total_amount: 1000.0 }), UAT.secretKey)).toBeNull();
    expect(verifyEsewaSuccess(encode({ ...SUCCESS_EXAMPLE, signature: 'short' }), UAT.secretKey)).toBeNull();
    for (const garbage of ['', 'not base64!', encode('a string'), encode([1, 2]), 'e30='.repeat(2000)]) {
      expect(verifyEsewaSuccess(garbage, UAT.secretKey)).toBeNull();
    }
  });
});

describe('rupee amounts', () => {
  it('goes between paisa and the gateways’ rupee text exactly', () => {
    expect(rupeeText(250000)).toBe('2500');
    expect(rupeeText(150050)).toBe('1500.50');
    expect(rupeeText(7)).toBe('0.07');
    expect(paisaOfRupeeText('1000.0')).toBe(100000);
    expect(paisaOfRupeeText('1500.5')).toBe(150050);
    for (const bad of ['', '-1', '1e3', '1,000', '1.005', ' 10', '10.']) expect(paisaOfRupeeText(bad)).toBeNull();
    expect(paisaOfRupees(100.0)).toBe(10000);
    expect(paisaOfRupees(0.29)).toBe(29);
  });

  it('takes the fee in whole paisa, rounded down', () => {
    expect(feeOf(250000, 10)).toBe(25000);
    expect(feeOf(150050, 10)).toBe(15005);
    expect(feeOf(999, 10)).toBe(99);
  });
});
