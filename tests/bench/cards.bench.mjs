// Prints the time to build the membership cards' PDF (part 2 §2.2, §9) of 100, 250 and 500
// synthetic members in Node, with the web's own document module (web/src/modules/cards/
// cardDocument.ts, loaded through swc as jest loads it) and pdfmake's Node printer: the same
// layout and drawing the browser's worker runs, without the browser. The time per card should
// stay flat as the count grows (linear total). `--sizes 100,250,500,1000`, `--runs 3` to choose.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
require(path.join(root, 'tests/support/swc-register.cjs'));
const { cardDocument } = require(path.join(root, 'web/src/modules/cards/cardDocument.ts'));
const PdfPrinter = require('pdfmake');
const vfs = require('pdfmake/build/vfs_fonts');

const font = (name) => Buffer.from(vfs[name], 'base64');
const printer = new PdfPrinter({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
});
const avatar = `data:image/jpeg;base64,${fs.readFileSync(path.join(root, 'graph/assets/default.jpg')).toString('base64')}`;
const labels = {
  federation: 'Federación de Asociaciones Culturales de Aikido',
  number: 'Nº',
  dojo: 'Dojo',
  fee: 'Cuota',
  noFee: '—',
  check: 'Escanea el código para comprobar el carnet',
};

function cards(count) {
  return Array.from({ length: count }, (_, i) => {
    const number = `01A${String(i + 1).padStart(4, '0')}`;
    return {
      id: i + 1,
      memberNumber: number,
      firstName: `Nombre${i} Segundo`,
      lastName: 'Apellido Apellido',
      dojoName: `Dojo ${i % 40}`,
      associationName: 'Asociación de prueba',
      avatar: 'default.jpg',
      validatedFeeYear: 2026,
      checkLink: `/es/app/asociados/usuario/${number}?mail=socio${i}%40demo.federa&valCode=${'ab12'.repeat(8)}`,
    };
  });
}

function build(count) {
  const definition = cardDocument(cards(count), {
    origin: 'https://federa.example',
    labels,
    images: new Map([['default.jpg', avatar]]),
  });
  return new Promise((resolve, reject) => {
    const doc = printer.createPdfKitDocument(definition);
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : process.argv[at + 1];
};
const sizes = option('--sizes', '100,250,500').split(',').map(Number);
// The best of a few runs: on a shared machine the slowest ones measure the neighbours.
const runs = Number(option('--runs', '3'));
await build(100); // warm-up: fonts parsed, code compiled and optimised
console.log(`cards  total ms  ms/card  PDF kB   (best of ${runs})`);
for (const size of sizes) {
  let best = Infinity;
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    bytes = (await build(size)).length;
    best = Math.min(best, performance.now() - start);
  }
  console.log(
    `${String(size).padStart(5)} ${best.toFixed(0).padStart(9)} ${(best / size).toFixed(2).padStart(8)} ${(bytes / 1000).toFixed(0).padStart(7)}`,
  );
}
