import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** The official ISO 20022 schema committed with the sepa module (its README names the source). */
export const PAIN008_XSD = path.join(__dirname, '../../graph/src/modules/sepa/xsd/pain.008.001.02.xsd');

/** xmllint's verdict on a pain.008.001.02 file against the official schema: its errors, none when valid. */
export async function pain008Errors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'remesa.xml', contents: xml },
    schema: { fileName: 'pain.008.001.02.xsd', contents: fs.readFileSync(PAIN008_XSD, 'utf8') },
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
