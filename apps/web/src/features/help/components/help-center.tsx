import type { HelpArticle } from '@pagoda/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sanitizeHtml } from '../../../lib/sanitize';
import { useHelpCenter } from '../api/get-help-center';
import './help-center.css';

const flatten = (items: HelpArticle[]): HelpArticle[] => items.flatMap((a) => [a, ...flatten(a.children)]);

/** The help-centre tree on the left and the chosen article on the right; ?tag= selects one. */
export const HelpCenter = () => {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useHelpCenter();
  const [params, setParams] = useSearchParams();
  const all = useMemo(() => flatten(data ?? []), [data]);
  const wanted = params.get('id');
  const tag = params.get('tag');
  const current =
    all.find((a) => String(a.id) === wanted) ??
    (tag ? all.find((a) => a.tag === tag) : undefined) ??
    data?.[0]?.children[0] ??
    data?.[0];

  if (isPending) return <p className="empty-state">{t('app.loading')}</p>;
  if (isError)
    return (
      <p className="empty-state">
        {t('error.network')}{' '}
        <button type="button" className="btn btn--link" onClick={() => void refetch()}>
          {t('app.retry')}
        </button>
      </p>
    );
  if (!data.length) return <p className="empty-state">{t('help.empty')}</p>;

  const select = (a: HelpArticle) => setParams({ id: String(a.id) }, { replace: true });
  return (
    <div className="help-center">
      <nav className="help-center__nav" aria-label={t('help.contents')}>
        {data.map((section) => (
          <div key={section.id} className="help-center__section" style={{ borderColor: section.bgColor || undefined }}>
            <button
              type="button"
              className={`help-center__section-title${current?.id === section.id ? ' is-current' : ''}`}
              aria-current={current?.id === section.id ? 'page' : undefined}
              onClick={() => select(section)}
            >
              <span
                className="help-center__swatch"
                style={{ background: section.bgColor || undefined }}
                aria-hidden="true"
              />
              {section.title}
            </button>
            <ul>
              {section.children.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    className={current?.id === a.id ? 'is-current' : ''}
                    aria-current={current?.id === a.id ? 'page' : undefined}
                    onClick={() => select(a)}
                  >
                    {a.title}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <article className="help-center__article">
        {current ? (
          <>
            <h2>{current.title}</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.content) }} />
          </>
        ) : (
          <p className="empty-state">{t('help.choose')}</p>
        )}
      </article>
    </div>
  );
};
