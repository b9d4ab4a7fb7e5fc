import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const HEAVY = ['exceljs', 'pdfkit', '@aws-sdk/client-s3'];

/** The packages among HEAVY that a fresh Node process has loaded after running `script`. */
function loadedAfter(script: string): string[] {
  const probe = `${script}
    const loaded = Object.keys(require.cache);
    console.log(JSON.stringify(${JSON.stringify(HEAVY)}.filter((name) =>
      loaded.some((file) => file.includes('/node_modules/' + name + '/')))));`;
  const output = execFileSync(
    process.execPath,
    ['-r', './tests/support/swc-register.cjs', '-e', `(async () => { ${probe} })()`],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').pop()!);
}

// Each takes most of a second to load and serves a few calls only (heavy-modules.ts).
describe('the libraries of exports and of the S3 bucket', () => {
  it('are not loaded by the server application’s modules', () => {
    expect(loadedAfter(`require('./graph/src/app.ts');`)).toEqual([]);
  });

  it('are loaded by their first use', () => {
    const script = `const heavy = require('./graph/src/modules/common/heavy-modules.ts');
      await heavy.loadExcel(); await heavy.loadPdfKit(); await heavy.loadS3();`;
    expect(loadedAfter(script)).toEqual(HEAVY);
  });
});
