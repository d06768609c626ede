import { useEffect, useState } from 'react';
import { toString as qrToSvg } from 'qrcode';
import { Skeleton } from '@app/components/ui/skeleton';

/** The BR Code drawn as an SVG QR code in the browser (no image service, works offline). */
export function PixQrCode({ code, size = 224 }: { code: string; size?: number }) {
  const [svg, setSvg] = useState<{ code: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrToSvg(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })
      .then((markup) => {
        if (live) setSvg({ code, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);
  if (!svg || svg.code !== code) {
    return (
      <div style={{ width: size, height: size }}>
        <Skeleton className="h-full w-full rounded-xl" />
      </div>
    );
  }
  return (
    <img
      src={svg.src}
      width={size}
      height={size}
      alt="QR Code do PIX: leia com o app do seu banco"
      className="rounded-xl bg-white"
      data-testid="pix-qr"
    />
  );
}
