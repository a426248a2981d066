import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-message';
import { useSanitizedPreview } from '../api/sanitize';

/**
 * The body as the portal will get it: the server's sanitised HTML (never the editor's own), so what is
 * shown here is exactly what is stored. Rendering it is safe because the server's allow-list produced it.
 */
export const HtmlPreview = ({ html, language }: { html: string; language: string }) => {
  const { t } = useTranslation('content');
  const preview = useSanitizedPreview(html);
  return (
    <section className="content-preview" aria-label={t('common.preview', { language })}>
      <h3 className="content-preview__title">{t('common.preview', { language })}</h3>
      <p className="field__hint">{t('common.previewHint')}</p>
      {preview.isError ? (
        <p className="form-error">{errorText(t, preview.error)}</p>
      ) : !html.trim() ? (
        <p className="muted">{t('common.previewEmpty')}</p>
      ) : (
        <div
          className="content-preview__body"
          data-testid="sanitized-preview"
          // The server's sanitiser made this HTML (allow-listed tags and attributes only).
          dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
        />
      )}
    </section>
  );
};
