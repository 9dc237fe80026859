/**
 * The QR code of the member's invite link: 256 × 256 with error correction H, so it still reads
 * when printed small or partly covered. The `qrcode` library loads only with this screen.
 */
import { useEffect, useState } from 'react';
import styles from './profile.module.css';

export const qrSizePx = 256;

export function InviteQr({ link, label }: { link: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(link, { width: qrSizePx, margin: 1, errorCorrectionLevel: 'H' }))
      .then((url) => current && setImage(url));
    return () => void (current = false);
  }, [link]);
  return (
    <div className={styles.qr} data-testid="invite-qr">
      {image ? (
        <img src={image} width={qrSizePx} height={qrSizePx} alt={label} data-testid="invite-qr-image" />
      ) : (
        <span className={styles.qrPlaceholder} aria-hidden="true" />
      )}
    </div>
  );
}
