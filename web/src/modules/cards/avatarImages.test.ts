import fs from 'node:fs';
import path from 'node:path';
import { imageKind } from './avatarImages';

describe('avatar kinds for the card PDF', () => {
  it('tells JPEG and PNG by their first bytes, whatever the name says', () => {
    const jpeg = fs.readFileSync(path.join(__dirname, '../../../../graph/assets/default.jpg'));
    expect(imageKind(new Uint8Array(jpeg))).toBe('jpeg');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(imageKind(png)).toBe('png');
  });

  it('sends anything else (WebP, GIF, an error page) to be redrawn as PNG', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(imageKind(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBeNull();
    expect(imageKind(text('GIF89a'))).toBeNull();
    expect(imageKind(text('<!doctype html>'))).toBeNull();
    expect(imageKind(new Uint8Array())).toBeNull();
  });
});
