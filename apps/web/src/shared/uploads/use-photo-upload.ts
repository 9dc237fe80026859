/**
 * One photo slot: shows the chosen photo at once, sends it with its progress, and keeps the file
 * id the server answers. A file of the wrong type is refused here, before any upload.
 */
import { useEffect, useState } from 'react';
import { acceptedPhotoTypes, type PhotoState } from '../../ui/photo-picker';
import { showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useUploadPhoto } from './upload-photo';
import { useStoredPhotoUrl } from './get-file';

export function usePhotoUpload(onUploaded: (fileId: string) => void): { state: PhotoState; pick: (file: File) => void } {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const [state, setState] = useState<PhotoState>({ status: 'empty' });
  const fileId = state.status === 'done' ? state.fileId : null;
  // Once stored, the server's copy is shown: it is the one the reviewer will see, turned upright.
  const storedUrl = useStoredPhotoUrl(fileId);
  const localUrl = state.status === 'empty' ? null : state.previewUrl;
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);

  async function pick(file: File) {
    if (!acceptedPhotoTypes.split(',').includes(file.type)) {
      showToast(t('errors.upload_refused'));
      return;
    }
    const previewUrl = URL.createObjectURL(file);
    setState({ status: 'uploading', previewUrl, progress: 0 });
    const result = await upload(file, (progress) =>
      setState((current) =>
        current.status === 'uploading' && current.previewUrl === previewUrl ? { ...current, progress } : current,
      ),
    );
    if (!result.ok) return setState({ status: 'failed', previewUrl });
    setState({ status: 'done', previewUrl, fileId: result.data.fileId });
    onUploaded(result.data.fileId);
  }

  const shown: PhotoState = state.status === 'done' && storedUrl ? { ...state, previewUrl: storedUrl } : state;
  return { state: shown, pick: (file) => void pick(file) };
}
