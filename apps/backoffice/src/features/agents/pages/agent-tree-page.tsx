import { type OperationValue, operatorAgentTree } from '@pagoda/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { apiCall, callKey } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';
import '../agents.css';

type Node = OperationValue<typeof operatorAgentTree>['list'][number];

/**
 * The agent tree browser: search an agent (top-level agents without a search), open a node to see its
 * direct downlines, each row with its subtree's size and its figures over the last 30 days.
 */
const AgentTreePage = () => {
  const { t } = useTranslation('agents');
  const id = useId();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [parent, setParent] = useState<string | null>(null);
  const query = parent ? { parent } : q ? { q } : {};
  const tree = useQuery({
    queryKey: callKey(['agents'], operatorAgentTree, query),
    queryFn: ({ signal }) => apiCall(operatorAgentTree, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const path = tree.data?.path ?? [];
  const row = (n: Node) => (
    <tr key={n.id}>
      <td>
        {n.directCount > 0 ? (
          <button type="button" className="agents-link" onClick={() => setParent(n.account)}>
            {n.account} <ChevronRight aria-hidden="true" size={14} />
          </button>
        ) : (
          n.account
        )}
      </td>
      <td>{t(n.type === 0 ? 'type.member' : 'type.agent', { type: n.type })}</td>
      <td>{n.status}</td>
      <td>{n.upline ?? ''}</td>
      <td className="align-right">
        <Money value={n.balance} />
      </td>
      <td className="align-right">{n.directCount}</td>
      <td className="align-right">{n.teamSize}</td>
      <td className="align-right">
        <Money value={n.teamDeposits} />
      </td>
      <td className="align-right">
        <Money value={n.teamValidBets} />
      </td>
      <td className="align-right">
        <Money value={n.teamProfitLoss} />
      </td>
    </tr>
  );
  return (
    <>
      <PageHeader title={t('tree.title')} description={t('tree.description')} />
      <form
        className="agents-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(search.trim());
          setParent(null);
        }}
      >
        <label htmlFor={`${id}-q`}>{t('tree.search')}</label>
        <input id={`${id}-q`} className="input" value={search} onChange={(e) => setSearch(e.target.value)} />
        <button type="submit" className="button button--primary">
          {t('tree.find')}
        </button>
      </form>
      <nav className="agents-path" aria-label={t('tree.path')}>
        <button type="button" className="agents-link" onClick={() => setParent(null)}>
          {q ? t('tree.results', { q }) : t('tree.top')}
        </button>
        {path.map((a) => (
          <span key={a}>
            {' / '}
            <button type="button" className="agents-link" onClick={() => setParent(a)}>
              {a}
            </button>
          </span>
        ))}
      </nav>
      {tree.isError ? (
        <p role="alert" className="form-error">
          {errorText(t, tree.error)}
        </p>
      ) : null}
      {tree.isPending ? <p role="status">{t('tree.loading')}</p> : null}
      {tree.data ? (
        tree.data.list.length ? (
          <div className="agents-table card">
            <table className="grid__table">
              <caption>{t('tree.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('col.account')}</th>
                  <th scope="col">{t('col.type')}</th>
                  <th scope="col">{t('col.status')}</th>
                  <th scope="col">{t('col.upline')}</th>
                  <th scope="col" className="align-right">
                    {t('col.balance')}
                  </th>
                  <th scope="col" className="align-right">
                    {t('col.direct')}
                  </th>
                  <th scope="col" className="align-right">
                    {t('col.team')}
                  </th>
                  <th scope="col" className="align-right">
                    {t('col.deposits')}
                  </th>
                  <th scope="col" className="align-right">
                    {t('col.validBets')}
                  </th>
                  <th scope="col" className="align-right">
                    {t('col.profitLoss')}
                  </th>
                </tr>
              </thead>
              <tbody>{tree.data.list.map(row)}</tbody>
            </table>
          </div>
        ) : (
          <p className="muted">{t('tree.empty')}</p>
        )
      ) : null}
    </>
  );
};

export default AgentTreePage;
