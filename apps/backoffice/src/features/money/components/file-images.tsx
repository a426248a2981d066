import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOperatorFile } from '../api/operator-file';

const FileImage = ({ id, label }: { id: string; label: string }) => {
  const { t } = useTranslation('money');
  const file = useOperatorFile(id);
  if (file.isError)
    return (
      <span className="money-files__missing">
        <ImageOff size={16} aria-hidden /> {t('files.unavailable')}
      </span>
    );
  if (!file.data) return <span className="money-files__loading">{t('files.loading')}</span>;
  return (
    <a href={file.data} target="_blank" rel="noreferrer" className="money-files__link">
      <img src={file.data} alt={label} className="money-files__image" />
    </a>
  );
};

/** Receipts or dispute proofs, fetched with the operator's token; each opens full size in a new tab. */
export const FileImages = ({ ids, kind }: { ids: readonly string[]; kind: 'receipt' | 'proof' }) => {
  const { t } = useTranslation('money');
  if (ids.length === 0) return <p className="money-muted">{t(`files.none_${kind}`)}</p>;
  return (
    <ul className="money-files" aria-label={t(`files.list_${kind}`)}>
      {ids.map((id, i) => (
        <li key={id}>
          <FileImage id={id} label={t(`files.label_${kind}`, { n: i + 1 })} />
        </li>
      ))}
    </ul>
  );
};
