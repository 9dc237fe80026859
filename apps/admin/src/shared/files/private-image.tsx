/**
 * An uploaded image that only signed-in staff may see. The bytes come with the bearer token
 * and are shown through an object URL, which is revoked when the image leaves the screen so a
 * member's identity photo does not stay reachable in the tab.
 */
import { useEffect, useState } from 'react';
import { Alert, Image, Skeleton } from 'antd';
import { errorMessage } from '../../api';
import { useFileBlob } from './file-download';

interface Props {
  fileId: string;
  alt: string;
  width?: number;
  testId?: string;
}

export function PrivateImage({ fileId, alt, width = 320, testId }: Props) {
  const file = useFileBlob(fileId);
  const url = useObjectUrl(file.data);

  if (file.isError) {
    return <Alert type="error" showIcon message={`Could not load ${alt}: ${errorMessage(file.error)}`} data-testid={testId} />;
  }
  if (!url) return <Skeleton.Image active style={{ width, height: (width * 5) / 8 }} />;
  return (
    <Image src={url} alt={alt} width={width} style={{ border: '1px solid #f0f0f0', borderRadius: 6 }} data-testid={testId} />
  );
}

/** An object URL for the blob while it is shown, revoked when the blob changes or on unmount. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
