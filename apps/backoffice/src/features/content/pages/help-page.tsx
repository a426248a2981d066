import type { HelpNode } from '@pagoda/contracts';
import { ArrowDown, ArrowUp, FilePlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useBrandLanguages } from '../api/brand-languages';
import { useDeleteHelp, useHelpTree, useReorderHelp } from '../api/help';
import { HelpDialog } from '../components/help-dialog';

const titleOf = (n: HelpNode) => (n.texts.find((x) => x.language === 'EN') ?? n.texts[0])?.title ?? `#${n.id}`;

/** The help centre: categories and their articles in the portal's order, moved up and down within their level. */
const HelpPage = () => {
  const { t } = useTranslation('content');
  const toast = useToast();
  const languages = useBrandLanguages();
  const tree = useHelpTree();
  const reorder = useReorderHelp();
  const remove = useDeleteHelp();
  const [editing, setEditing] = useState<{ node: HelpNode | null; parentId: number | null } | null>(null);
  const [deleting, setDeleting] = useState<HelpNode | null>(null);

  const nodes = tree.data?.list ?? [];
  const categories = nodes.filter((n) => n.parentId === null);
  const childrenOf = (id: number) => nodes.filter((n) => n.parentId === id);

  const move = (n: HelpNode, by: -1 | 1) => {
    const ids = (n.parentId === null ? categories : childrenOf(n.parentId)).map((x) => x.id);
    const at = ids.indexOf(n.id);
    const to = at + by;
    if (to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    reorder.mutate({ parentId: n.parentId, ids }, { onError: (err) => toast.error(errorText(t, err)) });
  };

  const row = (n: HelpNode, index: number, count: number) => (
    <div className="help-tree__row">
      {n.bgColor ? <span className="help-tree__swatch" style={{ background: n.bgColor }} aria-hidden /> : null}
      <span className="help-tree__title">{titleOf(n)}</span>
      {n.tag ? <span className="badge badge--neutral">{n.tag}</span> : null}
      {n.parentId === null ? (
        <span className="muted">{t('help.articles', { count: childrenOf(n.id).length })}</span>
      ) : null}
      <Can permission="content.write">
        <span className="help-tree__actions">
          <button
            type="button"
            className="icon-button"
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(n, -1)}
            aria-label={`${t('common.moveUp')}: ${titleOf(n)}`}
          >
            <ArrowUp size={16} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-button"
            disabled={index === count - 1 || reorder.isPending}
            onClick={() => move(n, 1)}
            aria-label={`${t('common.moveDown')}: ${titleOf(n)}`}
          >
            <ArrowDown size={16} aria-hidden />
          </button>
          {n.parentId === null ? (
            <button
              type="button"
              className="icon-button"
              onClick={() => setEditing({ node: null, parentId: n.id })}
              aria-label={`${t('help.addArticle')}: ${titleOf(n)}`}
            >
              <FilePlus size={16} aria-hidden />
            </button>
          ) : null}
          <button
            type="button"
            className="icon-button"
            onClick={() => setEditing({ node: n, parentId: n.parentId })}
            aria-label={`${t('common:actions.edit')}: ${titleOf(n)}`}
          >
            <Pencil size={16} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => setDeleting(n)}
            aria-label={`${t('common:actions.delete')}: ${titleOf(n)}`}
          >
            <Trash2 size={16} aria-hidden />
          </button>
        </span>
      </Can>
    </div>
  );

  return (
    <>
      <PageHeader
        title={t('help.title')}
        description={t('help.description')}
        actions={
          <Can permission="content.write">
            <button
              type="button"
              className="button button--primary"
              onClick={() => setEditing({ node: null, parentId: null })}
            >
              <Plus size={16} aria-hidden />
              {t('help.addCategory')}
            </button>
          </Can>
        }
      />
      <section className="card help-tree" aria-label={t('help.tree')} aria-busy={tree.isFetching}>
        {tree.isPending ? (
          <p className="muted">{t('common:grid.loading')}</p>
        ) : tree.isError ? (
          <p className="form-error" role="alert">
            {errorText(t, tree.error)}
          </p>
        ) : categories.length === 0 ? (
          <p className="muted">{t('help.empty')}</p>
        ) : (
          <ul className="help-tree__list">
            {categories.map((c, i) => {
              const articles = childrenOf(c.id);
              return (
                <li key={c.id}>
                  {row(c, i, categories.length)}
                  {articles.length ? (
                    <ul className="help-tree__list help-tree__list--nested">
                      {articles.map((a, j) => (
                        <li key={a.id}>{row(a, j, articles.length)}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {editing ? (
        <HelpDialog
          node={editing.node}
          parentId={editing.parentId}
          categories={categories.map((c) => ({ id: c.id, title: titleOf(c) }))}
          languages={languages}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        confirmLabel={t('common:actions.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t('common.deleted'));
            setDeleting(null);
          } catch (err) {
            toast.error(errorText(t, err));
          }
        }}
      >
        {deleting
          ? deleting.parentId === null
            ? t('help.deleteCategory', { title: titleOf(deleting), count: childrenOf(deleting.id).length })
            : t('common.deleteConfirm', { title: titleOf(deleting) })
          : null}
      </ConfirmDialog>
    </>
  );
};

export default HelpPage;
