import { QR_DEFAULTS } from '@pagoda/contracts';
import { useEffect, useState } from 'react';
import './qr-code.css';

/**
 * A QR code drawn in the browser from a URL: nothing is sent to a third-party QR service. The encoder loads with the
 * first code drawn, outside the first bundle; the placeholder holds the code's size meanwhile.
 */
export const QrCode = ({ value, size = QR_DEFAULTS.size, label }: { value: string; size?: number; label: string }) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(value, {
          width: size,
          margin: Math.round((QR_DEFAULTS.margin * size) / 800) || 1,
          errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel,
        }),
      )
      .then(
        (url) => live && setSrc(url),
        () => live && setSrc(null),
      );
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? (
    <img src={src} width={size} height={size} alt={label} className="qr-code" />
  ) : (
    <span className="qr-code qr-code--pending" style={{ width: size, height: size }} aria-hidden="true" />
  );
};
