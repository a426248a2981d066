import { UPLOAD_MAX_FILES } from '@pagoda/contracts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImageRequest } from '../api/upload-image';
import { errorText } from '../error-text';
import { imageBatchError, readAsDataUrl } from '../image-files';

export type UploadedImage = { id: string; preview: string };

/**
 * Receipts and proofs: png or jpg, ≤ 5 MB, at most 3. Each picked file is read as a data URL,
 * uploaded at once (MCSFE_uploadEncodedImage) and shown as a thumbnail that can be removed.
 */
export const ImagePicker = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: UploadedImage[];
  onChange: (v: UploadedImage[]) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const rule = imageBatchError(files, value.length);
    if (rule) return setError(t(rule));
    setError(null);
    setBusy(true);
    const added: UploadedImage[] = [];
    try {
      for (const f of files) {
        const dataUrl = await readAsDataUrl(f);
        const { id: imageId } = await uploadImageRequest(dataUrl);
        added.push({ id: imageId, preview: dataUrl });
      }
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
      if (added.length) onChange([...value, ...added]);
    }
  };
  return (
    <div className="field image-picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={busy || value.length >= UPLOAD_MAX_FILES}
        onChange={(e) => {
          void pick(e.target.files);
          e.target.value = '';
        }}
      />
      <p className="field__hint">{t('wallet.upload_rules')}</p>
      {busy ? <p role="status">{t('wallet.uploading')}</p> : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {value.length ? (
        <ul className="image-picker__thumbs">
          {value.map((img, i) => (
            <li key={img.id}>
              <img src={img.preview} alt={t('wallet.image_n', { n: i + 1 })} width={72} height={72} />
              <button
                type="button"
                className="btn btn--sm"
                aria-label={t('wallet.remove_image', { n: i + 1 })}
                onClick={() => onChange(value.filter((x) => x.id !== img.id))}
              >
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
