import { useEffect, useState } from 'react';

type QrCodeProps = { text: string; alt: string; size?: number };

/**
 * A QR code of `text` as an image. The encoder is loaded on first use only: most visits to the
 * member list never show a code.
 */
export function QrCode({ text, alt, size = 220 }: QrCodeProps) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (current) setDataUrl(url);
      })
      .catch(() => {
        // Without the code the link below it still does the job.
      });
    return () => {
      current = false;
    };
  }, [text, size]);

  if (!dataUrl) return <div className="qr-code qr-code--pending" style={{ width: size, height: size }} />;
  return <img className="qr-code" src={dataUrl} alt={alt} width={size} height={size} />;
}
