/**
 * A tile to take or choose one photo, showing it once chosen and how much of it has been sent.
 * The file input is a real one (visually hidden), so the phone offers its camera and gallery.
 */
import type { ChangeEvent } from 'react';
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from './translation-context';
import styles from './photo-picker.module.css';

export type PhotoState =
  | { status: 'empty' }
  | { status: 'uploading'; previewUrl: string; progress: number }
  | { status: 'done'; previewUrl: string; fileId: string }
  | { status: 'failed'; previewUrl: string | null }
  /** Chosen and shown, to be sent with a form (not uploaded on its own). */
  | { status: 'chosen'; previewUrl: string };

export const acceptedPhotoTypes = 'image/jpeg,image/png,image/webp';

export interface PhotoPickerProps {
  id: string;
  label: string;
  state: PhotoState;
  /** Already translated. */
  error?: string;
  onPick: (file: File) => void;
}

export function PhotoPicker({ id, label, state, error, onPick }: PhotoPickerProps) {
  const { t } = useTranslation();
  const previewUrl = state.status === 'empty' ? null : state.previewUrl;
  const errorId = `${id}-error`;

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a failure still counts as a choice.
    event.target.value = '';
    if (file) onPick(file);
  }

  return (
    <div className={styles.picker} data-status={state.status} data-testid={`${id}-picker`}>
      <label className={error ? `${styles.tile} ${styles.invalid}` : styles.tile} htmlFor={id}>
        {previewUrl ? (
          <img className={styles.preview} src={previewUrl} alt={label} data-testid={`${id}-preview`} />
        ) : (
          <span className={styles.placeholder}>
            <PictureOutline className={styles.icon} aria-hidden="true" />
            {t('photo.choose')}
          </span>
        )}
        {state.status === 'uploading' && (
          <span
            className={styles.progress}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress * 100)}
          >
            <span className={styles.bar} style={{ width: `${Math.round(state.progress * 100)}%` }} />
            <span className={styles.progressText}>{t('photo.uploading', { percent: Math.round(state.progress * 100) })}</span>
          </span>
        )}
        <input
          id={id}
          data-testid={id}
          className={styles.input}
          type="file"
          accept={acceptedPhotoTypes}
          onChange={picked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <div className={styles.caption}>
        <span className={styles.label}>{label}</span>
        <span className={styles.state} data-testid={`${id}-state`}>
          {state.status === 'done'
            ? t('photo.uploaded')
            : state.status === 'failed'
              ? t('photo.failed')
              : previewUrl
                ? t('photo.change')
                : ''}
        </span>
      </div>
      {error && (
        <p className={styles.error} id={errorId} role="alert" data-testid={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
