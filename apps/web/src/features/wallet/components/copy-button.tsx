import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies one payment detail; says so for two seconds. */
export const CopyButton = ({ text, label }: { text: string; label: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn--sm"
      aria-label={t('wallet.copy_x', { name: label })}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2_000);
        })
      }
    >
      {copied ? t('wallet.copied') : t('wallet.copy')}
    </button>
  );
};
