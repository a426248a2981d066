import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-message';

/** What a section shows before its data: loading, or the failure with a retry. */
export const SectionState = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation(['config', 'common']);
  if (!error)
    return (
      <p className="grid__state" role="status">
        {t('config:loading')}
      </p>
    );
  return (
    <div className="grid__state grid__state--error" role="alert">
      <p>{errorText(t, error)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('config:retry')}
      </button>
    </div>
  );
};
