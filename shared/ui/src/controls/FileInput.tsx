import { useTranslation } from '@mart/i18n';
import { useId } from 'react';
import { CheckCircleFilled } from './icons';
import './button.css';
import './file-input.css';

export interface ChosenFile {
  name: string;
  state: 'uploading' | 'done' | 'error';
  error?: string;
}

/**
 * antd's Upload (one file) as a native file input: its label is the button a click or Enter/Space opens, the chosen
 * file's name, a progress bar while it uploads, then done or the error, in a status region read out as it changes.
 */
export function FileInput({
  label,
  accept,
  file,
  onFile,
  disabled = false,
}: {
  label: string;
  accept?: string;
  file: ChosenFile | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const statusId = `${id}-status`;
  return (
    <div className="mart-file">
      <input
        id={id}
        type="file"
        accept={accept}
        // hidden as plain.css hides any text for screen readers only; its label is the button
        className="mart-visually-hidden mart-file__input"
        disabled={disabled || file?.state === 'uploading'}
        aria-describedby={statusId}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          // cleared, so choosing the same file again (after an error) is a change too
          e.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
      <label htmlFor={id} className="mart-btn mart-btn--default mart-file__button">
        {label}
      </label>
      <div id={statusId} role="status" className="mart-file__status" data-state={file?.state}>
        {/* the space reads the name and the state apart; the flex row draws its own gap */}
        {file && (
          <>
            <span className="mart-file__name">{file.name}</span>{' '}
          </>
        )}
        {file?.state === 'uploading' && (
          <progress className="mart-file__progress" aria-label={t('controls.uploading')} />
        )}
        {file?.state === 'done' && (
          <span className="mart-file__done">
            <CheckCircleFilled />
            {t('controls.uploaded')}
          </span>
        )}
        {file?.state === 'error' && <span className="mart-file__error">{file.error}</span>}
      </div>
    </div>
  );
}
