/**
 * The member's invite link and its QR code: 256 × 256 with error correction H, so it still reads
 * when printed small or partly covered. The `qrcode` library loads only with the screen that shows
 * it (the profile, the rewards' share sheet).
 */
import { useEffect, useState } from 'react';
import styles from './invite-qr.module.css';

/** The register screen reads `invite` from its address and fills the code in. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/#/login/register?invite=${encodeURIComponent(code)}`;
}

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
