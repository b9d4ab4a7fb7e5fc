import { deserializeAndVerifyJSONResponse } from 'redsys-easy';
import { REDSYS_TEST_MERCHANT } from '../billing/billing.settings';
import { decodeParameters, signAsGateway, signatureOf, signRequest, verify } from './redsys.signature';

// Redsys's published test merchant (999008881) and key (the "entorno de pruebas" of the guide).
const KEY = REDSYS_TEST_MERCHANT.secretKey;

/**
 * Published vectors signed with that key, each from a source outside this project:
 * - REQUEST / REQUEST_SIGNATURE / ORDER_KEY: a payment form for merchant 999008881, order
 *   0726qI3H7sZx, 49.99 €, and its signature, from redsys-easy's own test fixtures
 *   (github.com/javiertury/redsys-easy, test/fixtures/rest/redirect.ts).
 * - SANDBOX_NOTIFICATION: the notification Redsys's test environment (sis-t.redsys.es) sent for
 *   that order, signed in base64url, recorded in the same fixture file.
 * - PHP_API_NOTIFICATION: the notification of Redsys's own PHP API example
 *   (ejemploRecepcionaPet.php of the "API PHP" Redsys distributes to merchants; mirrored at
 *   github.com/minube/redsys-api), which its example accepts as "FIRMA OK" with this key.
 */
const REQUEST = {
  DS_MERCHANT_TRANSACTIONTYPE: '0',
  DS_MERCHANT_ORDER: '0726qI3H7sZx',
  DS_MERCHANT_MERCHANTCODE: '999008881',
  DS_MERCHANT_TERMINAL: '1',
  DS_MERCHANT_AMOUNT: '4999',
  DS_MERCHANT_CURRENCY: '978',
  DS_MERCHANT_MERCHANTURL: 'http://www.prueba.com/urlNotificacion.php',
  DS_MERCHANT_URLOK: 'http://www.prueba.com/urlOK.php',
  DS_MERCHANT_URLKO: 'http://www.prueba.com/urlKO.php',
};
const REQUEST_PARAMETERS =
  'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';
const REQUEST_SIGNATURE = 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=';
const ORDER_KEY = 'GViV77kFjMPKVUcE9qxzlg==';

const SANDBOX_NOTIFICATION = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
  Ds_Signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
};

const PHP_API_NOTIFICATION = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9',
  Ds_Signature: 'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
};

/** The same text with one character of its base64 changed (still valid base64). */
const tampered = (text: string, at: number) =>
  text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

describe('Redsys HMAC_SHA256_V1', () => {
  it('signs the published payment form exactly (redsys-easy, order key by 3DES)', () => {
    expect(signRequest(KEY, REQUEST)).toEqual({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: REQUEST_PARAMETERS,
      Ds_Signature: REQUEST_SIGNATURE,
    });
    expect(signatureOf(KEY, REQUEST.DS_MERCHANT_ORDER, REQUEST_PARAMETERS).toString('base64')).toBe(
      REQUEST_SIGNATURE,
    );
  });

  it('diversifies the key by the order as Redsys documents (3DES-CBC, zero IV, zero padding)', async () => {
    const crypto = await import('node:crypto');
    const cipher = crypto.createCipheriv('des-ede3-cbc', Buffer.from(KEY, 'base64'), Buffer.alloc(8, 0));
    cipher.setAutoPadding(false);
    const padded = Buffer.concat([Buffer.from(REQUEST.DS_MERCHANT_ORDER), Buffer.alloc(4, 0)]);
    expect(Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64')).toBe(ORDER_KEY);
  });

  it('accepts the notifications Redsys signed (base64url and base64) and reads their parameters', () => {
    expect(verify(KEY, SANDBOX_NOTIFICATION)).toMatchObject({
      Ds_Order: '0726qI3H7sZx',
      Ds_Amount: '4999',
      Ds_Currency: '978',
      Ds_Response: '0000',
    });
    expect(verify(KEY, PHP_API_NOTIFICATION)).toMatchObject({ Ds_Order: 'MN000049', Ds_Amount: '15900' });
  });

  it('refuses a forged signature, tampered parameters, another key or another version', () => {
    const otherKey = Buffer.alloc(24, 7).toString('base64');
    expect(verify(otherKey, SANDBOX_NOTIFICATION)).toBeNull();
    expect(verify(KEY, { ...SANDBOX_NOTIFICATION, Ds_Signature: tampered(REQUEST_SIGNATURE, 3) })).toBeNull();
    expect(
      verify(KEY, {
        ...PHP_API_NOTIFICATION,
        Ds_MerchantParameters: tampered(PHP_API_NOTIFICATION.Ds_MerchantParameters, 200),
      }),
    ).toBeNull();
    expect(verify(KEY, { ...SANDBOX_NOTIFICATION, Ds_SignatureVersion: 'HMAC_SHA512_V2' })).toBeNull();
    expect(verify(KEY, { ...SANDBOX_NOTIFICATION, Ds_Signature: 'c2hvcnQ=' })).toBeNull();
    expect(verify(KEY, { ...SANDBOX_NOTIFICATION, Ds_MerchantParameters: 'bm90IGpzb24=' })).toBeNull();
  });

  it('signs as the gateway in a way redsys-easy verifies (the local gateway speaks real Redsys)', () => {
    const answer = signAsGateway(KEY, { Ds_Order: '1234abcdEFGH', Ds_Amount: '2500', Ds_Response: '0000' });
    expect(deserializeAndVerifyJSONResponse(KEY, answer)).toMatchObject({ Ds_Amount: '2500' });
    expect(verify(KEY, answer)).toMatchObject({ Ds_Order: '1234abcdEFGH' });
  });

  it('decodes only flat JSON objects', () => {
    expect(decodeParameters(Buffer.from('[1,2]').toString('base64'))).toBeNull();
    expect(decodeParameters(Buffer.from('{"a":{"b":1},"c":2}').toString('base64'))).toEqual({ c: '2' });
    expect(decodeParameters('not base64!')).toBeNull();
  });
});
