import crypto from 'node:crypto';
import { serializeAndSignJSONRequest } from 'redsys-easy';

/** The one signature version this server speaks: HMAC-SHA256 keyed by the order's 3DES key. */
export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** The three fields a Redsys form, REST call, notification or answer carries. */
export type SignedFields = {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
};

/** The parameters Redsys reads: every value a string, as its JSON carries them. */
export type RedsysParameters = Record<string, string>;

/** What arrives is bounded before it is decoded: a real notification is about a kilobyte. */
export const MAX_PARAMETERS_LENGTH = 8192;
const MAX_SIGNATURE_LENGTH = 100;

/**
 * Signs a request to the gateway (the payment form, a refund) with redsys-easy: the parameters as
 * base64 JSON, signed with the merchant key diversified by the request's DS_MERCHANT_ORDER.
 */
export function signRequest(merchantKey: string, parameters: RedsysParameters): SignedFields {
  return serializeAndSignJSONRequest(merchantKey, parameters as never);
}

/**
 * The signature of an already encoded parameter string. redsys-easy keeps its own (sha256Sign)
 * private and compares signatures with Buffer.equals, whose time depends on where they first
 * differ; this one is the same computation (the library's answers are the test's oracle), so
 * that `verify` can compare in constant time and the local gateway can sign what it answers.
 */
export function signatureOf(merchantKey: string, order: string, encodedParameters: string): Buffer {
  const cipher = crypto.createCipheriv(
    'des-ede3-cbc',
    Buffer.from(merchantKey, 'base64'),
    Buffer.alloc(8, 0),
  );
  cipher.setAutoPadding(false);
  const message = Buffer.from(order, 'utf8');
  // Redsys pads the order with zeros to a whole 8-byte block, not PKCS#7.
  const padded = Buffer.concat([message, Buffer.alloc((8 - (message.length % 8)) % 8, 0)]);
  const orderKey = Buffer.concat([cipher.update(padded), cipher.final()]);
  return crypto.createHmac('sha256', orderKey).update(encodedParameters).digest();
}

/** Signs parameters as the gateway does (the local gateway's notifications and REST answers). */
export function signAsGateway(merchantKey: string, parameters: RedsysParameters): SignedFields {
  const encoded = Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
  const order = parameters.Ds_Order ?? parameters.DS_MERCHANT_ORDER ?? '';
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: encoded,
    Ds_Signature: signatureOf(merchantKey, order, encoded).toString('base64'),
  };
}

/** Base64 or base64url (Redsys signs notifications in the latter), padded or not. */
function signatureBytes(text: string): Buffer | null {
  if (text.length > MAX_SIGNATURE_LENGTH || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** The fields of a form or JSON body, or null when one is missing, not text, or too long. */
export function signedFieldsOf(body: unknown): SignedFields | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const version = b.Ds_SignatureVersion;
  const parameters = b.Ds_MerchantParameters;
  const signature = b.Ds_Signature;
  if (typeof version !== 'string' || typeof parameters !== 'string' || typeof signature !== 'string')
    return null;
  if (
    version.length > 40 ||
    parameters.length > MAX_PARAMETERS_LENGTH ||
    signature.length > MAX_SIGNATURE_LENGTH
  )
    return null;
  return { Ds_SignatureVersion: version, Ds_MerchantParameters: parameters, Ds_Signature: signature };
}

/**
 * The parameters as their JSON holds them (base64 or base64url), only flat text and numbers
 * kept, or null when they are not such a JSON object.
 */
export function decodeParameters(encoded: string): RedsysParameters | null {
  if (encoded.length > MAX_PARAMETERS_LENGTH || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(
      Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'),
    );
  } catch {
    return null;
  }
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) return null;
  const parameters: RedsysParameters = {};
  for (const [key, value] of Object.entries(decoded))
    if (typeof value === 'string' || typeof value === 'number') parameters[key] = String(value);
  return parameters;
}

/** The order a signature is keyed by: `Ds_Order` in what the gateway sends, the merchant's in a request. */
export function orderOf(parameters: RedsysParameters): string | undefined {
  return (
    parameters.Ds_Order ?? parameters.DS_ORDER ?? parameters.DS_MERCHANT_ORDER ?? parameters.Ds_Merchant_Order
  );
}

/**
 * Whether the fields are signed by `merchantKey`: the version this server speaks, parameters
 * that decode, and the signature of their exact text under their own order's key, compared in
 * constant time. Answers the decoded parameters, or null.
 */
export function verify(merchantKey: string, fields: SignedFields): RedsysParameters | null {
  if (fields.Ds_SignatureVersion !== SIGNATURE_VERSION) return null;
  const parameters = decodeParameters(fields.Ds_MerchantParameters);
  const order = parameters && orderOf(parameters);
  const given = signatureBytes(fields.Ds_Signature);
  if (!parameters || !order || !given || order.length > 12) return null;
  const expected = signatureOf(merchantKey, order, fields.Ds_MerchantParameters);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return parameters;
}
