/** Opens a deposit's transfer receipt, when the member attached one. */
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { PrivateImage } from '../../shared/files/private-image';

export function ReceiptButton({ id, orderNo, fileId }: { id: number; orderNo: string; fileId: string | null }) {
  const [open, setOpen] = useState(false);
  if (fileId === null) return <>—</>;
  return (
    <>
      <Button size="small" type="link" style={{ padding: 0 }} onClick={() => setOpen(true)} data-testid={`deposit-receipt-${id}`}>
        View
      </Button>
      {/* Mounted only while open, so the image's object URL is revoked when the dialog closes. */}
      {open && (
        <Modal open title={`Receipt of ${orderNo}`} footer={null} onCancel={() => setOpen(false)} width={560}>
          <PrivateImage fileId={fileId} alt={`receipt of ${orderNo}`} width={500} testId="deposit-receipt-image" />
        </Modal>
      )}
    </>
  );
}
