import { useEffect, useState } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A QR code drawn in the browser (the `qrcode` package loads with it): the secret never leaves the page. */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(async ({ toDataURL }) => {
      const url = await toDataURL(text, { margin: 1, width: 200, errorCorrectionLevel: 'M' });
      if (!cancelled) setSrc(url);
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return src ? (
    <img src={src} alt={alt} width={200} height={200} className="rounded-lg border border-slate-200" />
  ) : (
    <Skeleton className="size-[200px]" />
  );
}
