import sharp from 'sharp';
import { DomainError } from './domain-error';
import { readImage, toPng } from './images';

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') => {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#b22222' } });
  return canvas[format]().toBuffer();
};

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return error instanceof DomainError ? error.options.fields?.[0]?.key : String(error);
  }
  return undefined;
}

describe('images', () => {
  it('accept PNG and JPEG by content, whatever the declared type', async () => {
    await expect(
      readImage(dataUrl(await picture(20, 20, 'jpeg'), 'image/png'), 'logo'),
    ).resolves.toBeInstanceOf(Buffer);
    await expect(
      readImage(dataUrl(await picture(20, 20, 'png'), 'image/jpeg'), 'logo'),
    ).resolves.toBeInstanceOf(Buffer);
  });

  it('refuse other formats, junk, more than 12 MB or more than 4000 px a side', async () => {
    expect(await refusal(readImage(dataUrl(await picture(20, 20, 'webp'), 'image/png'), 'logo'))).toBe(
      'images.type',
    );
    expect(await refusal(readImage(dataUrl(await picture(20, 20, 'gif')), 'logo'))).toBe('images.type');
    expect(await refusal(readImage(dataUrl(Buffer.from('no soy una imagen')), 'logo'))).toBe(
      'images.invalid',
    );
    expect(await refusal(readImage('https://example.org/logo.png', 'logo'))).toBe('images.invalid');
    expect(await refusal(readImage(dataUrl(Buffer.alloc(12 * 1024 * 1024 + 1)), 'logo'))).toBe(
      'images.tooHeavy',
    );
    expect(await refusal(readImage(dataUrl(await picture(4001, 10, 'png')), 'logo'))).toBe('images.tooLarge');
  });

  // The kinds' own sizes are the modules' (checked in modules/registry.test.ts).
  it('re-encode to PNG within the size of their kind', async () => {
    const logoSize = { width: 1800, height: 1800 };
    const logo = await sharp(await toPng(await picture(2400, 2400, 'jpeg'), logoSize)).metadata();
    expect(logo).toMatchObject({ format: 'png', width: 1800, height: 1800 });
    const avatarSize = { width: 100, height: 100 };
    const avatar = await sharp(await toPng(await picture(400, 400, 'png'), avatarSize)).metadata();
    expect(avatar).toMatchObject({ format: 'png', width: 100, height: 100 });
  });
});
