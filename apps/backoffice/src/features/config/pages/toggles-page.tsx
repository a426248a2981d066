import type { ConfigToggle } from '@pagoda/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { PageHeader } from '../../../components/page-header';
import { useSetToggle, useToggles } from '../api/toggles';
import { SectionState } from '../components/section-state';
import { Switch } from '../components/switch';
import '../config.css';

type Node = ConfigToggle & { children: Node[] };

const buildTree = (list: ConfigToggle[]): Node[] => {
  const nodes = new Map(list.map((m) => [m.modId, { ...m, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const m of list) {
    const node = nodes.get(m.modId)!;
    const parent = m.parentModId ? nodes.get(m.parentModId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
};

/** Keeps a node when it or a descendant matches the filter (code or meaning). */
const filterTree = (nodes: Node[], keep: (n: Node) => boolean): Node[] =>
  nodes.flatMap((n) => {
    const children = filterTree(n.children, keep);
    return keep(n) || children.length ? [{ ...n, children }] : [];
  });

const ToggleItem = ({
  node,
  canWrite,
  busyId,
  onToggle,
}: {
  node: Node;
  canWrite: boolean;
  busyId: string | null;
  onToggle: (modId: string, enabled: boolean) => void;
}) => {
  const { t } = useTranslation('config');
  const meaningId = `flag-${node.modId}`;
  const locked = node.modId === 'ROOT';
  return (
    <li className="cfg-tree__item">
      <div className="cfg-tree__row">
        <Switch
          checked={node.enabled}
          label={node.modId}
          describedBy={meaningId}
          disabled={!canWrite || locked || busyId === node.modId}
          onChange={(next) => onToggle(node.modId, next)}
        />
        <code className="cfg-tree__code">{node.modId}</code>
        <span id={meaningId} className="cfg-tree__meaning">
          {t(`flags.${node.modId}`, { defaultValue: t('flags.unknown') })}
        </span>
        {node.enabled && !node.effective ? (
          <span className="badge badge--warning">{t('toggles.offByParent')}</span>
        ) : null}
      </div>
      {node.children.length ? (
        <ul className="cfg-tree__children">
          {node.children.map((c) => (
            <ToggleItem key={c.modId} node={c} canWrite={canWrite} busyId={busyId} onToggle={onToggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
};

/** The whitelabel module tree: each module's switch, its code and what it does on the portal. */
const TogglesPage = () => {
  const { t } = useTranslation('config');
  const toggles = useToggles();
  const setToggle = useSetToggle();
  const canWrite = usePermission('config.write');
  const [filter, setFilter] = useState('');
  const tree = useMemo(() => {
    const roots = buildTree(toggles.data?.list ?? []);
    const q = filter.trim().toLowerCase();
    if (!q) return roots;
    return filterTree(
      roots,
      (n) => n.modId.toLowerCase().includes(q) || t(`flags.${n.modId}`, { defaultValue: '' }).toLowerCase().includes(q),
    );
  }, [toggles.data, filter, t]);

  return (
    <>
      <PageHeader title={t('toggles.title')} description={t('toggles.description')} />
      <section className="card cfg-card">
        <div className="cfg-toolbar">
          <label className="field__label" htmlFor="cfg-toggle-filter">
            {t('toggles.filter')}
          </label>
          <input
            id="cfg-toggle-filter"
            className="input"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
        {toggles.data ? (
          <ul className="cfg-tree" aria-label={t('toggles.title')}>
            {tree.map((n) => (
              <ToggleItem
                key={n.modId}
                node={n}
                canWrite={canWrite}
                busyId={setToggle.isPending ? (setToggle.variables?.modId ?? null) : null}
                onToggle={(modId, enabled) => setToggle.mutate({ modId, enabled })}
              />
            ))}
          </ul>
        ) : (
          <SectionState error={toggles.error} onRetry={() => void toggles.refetch()} />
        )}
      </section>
    </>
  );
};
export default TogglesPage;
