import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Reads a downloaded cards PDF as a person checking the printout would: its page size and count
// (poppler's pdfinfo), its words (pdftotext), and every QR code scanned from the rendered back
// pages (pdftoppm at 300 dpi, then zbar's zbarimg). poppler-utils and zbar-tools are installed by
// .ci/run on CI.

const MM_PER_POINT = 25.4 / 72;

export function pdfPages(file: string): { pages: number; widthMm: number; heightMm: number } {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
  const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)!;
  return { pages, widthMm: Number(width) * MM_PER_POINT, heightMm: Number(height) * MM_PER_POINT };
}

export const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** The text each QR code of the even (back) pages holds, in page order; '' where none was read. */
export function scanBacks(file: string, pages: number): string[] {
  const dir = fs.mkdtempSync(path.join(path.dirname(file), 'pages-'));
  const scanned: string[] = [];
  for (let page = 2; page <= pages; page += 2) {
    const prefix = path.join(dir, `p${page}`);
    execFileSync('pdftoppm', [
      '-r',
      '300',
      '-png',
      '-singlefile',
      '-f',
      String(page),
      '-l',
      String(page),
      file,
      prefix,
    ]);
    let text = '';
    try {
      // Its stderr only complains of no D-Bus in a container.
      text = execFileSync('zbarimg', ['-q', '--raw', `${prefix}.png`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      // zbarimg exits 4 when it finds no code: the assertion on the list says which page.
    }
    scanned.push(text);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return scanned;
}
