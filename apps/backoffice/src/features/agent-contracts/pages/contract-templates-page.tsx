import { operatorGetContractTemplates } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { Eye, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { PageHeader } from '../../../components/page-header';
import { callQuery } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format';
import { AGENT_CONTRACTS_KEY } from '../api/agent-contracts';
import { ContractDialog } from '../components/contract-dialog';
import { TemplateDialog } from '../components/template-dialog';
import { TermsTable } from '../components/terms-table';
import { isTiered, type TemplateCell, templateMatrix, tierRange } from '../lib/contract-terms';
import '../agent-contracts.css';

/**
 * Contract templates per agent type and kind: the default terms and the highest rate a contract held
 * by that type may pay (offers above it are refused). A pair without a template has no limit yet.
 */
const ContractTemplatesPage = () => {
  const { t } = useTranslation('agent-contracts');
  const canWrite = usePermission('agents.contracts.write');
  const read = useQuery(callQuery(AGENT_CONTRACTS_KEY, operatorGetContractTemplates));
  const [open, setOpen] = useState<{ cell: TemplateCell; edit: boolean } | null>(null);
  const summary = (c: TemplateCell) => {
    const x = c.template;
    if (!x) return <span className="muted">{t('templates.notSet')}</span>;
    if (!isTiered(c.kind))
      return t('templates.realtime', { profit: x.profitRate, loss: x.lossRate, bet: formatMoney(x.minimumBet) });
    const r = tierRange(x.details);
    return r ? t('templates.tierRange', { count: r.count, from: r.from, to: r.to }) : '';
  };
  return (
    <>
      <PageHeader title={t('templates.title')} description={t('templates.description')} />
      {read.isError ? (
        <p className="form-error" role="alert">
          {errorText(t, read.error)}
        </p>
      ) : null}
      <div className="card contract-templates">
        <table className="grid__table" aria-busy={read.isFetching}>
          <caption className="contract-templates__caption">{t('templates.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('templates.agentType')}</th>
              <th scope="col">{t('runs.kind')}</th>
              <th scope="col" className="align-right">
                {t('templates.maxRate')}
              </th>
              <th scope="col">{t('runs.period')}</th>
              <th scope="col">{t('templates.terms')}</th>
              <th scope="col">{t('runs.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {read.data
              ? templateMatrix(read.data.list).map((c) => {
                  const name = t('templates.pair', { type: c.agentType, kind: t(`kinds.${c.kind}`) });
                  return (
                    <tr key={`${c.agentType}-${c.kind}`}>
                      <th scope="row">{t('templates.type', { type: c.agentType })}</th>
                      <td>{t(`kinds.${c.kind}`)}</td>
                      <td className="align-right">{c.template ? `${c.template.maxRate} %` : ''}</td>
                      <td>{c.template ? t(`periods.${c.template.computationPeriod}`) : ''}</td>
                      <td>{summary(c)}</td>
                      <td>
                        {canWrite ? (
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={`${t(c.template ? 'templates.edit' : 'templates.set')}: ${name}`}
                            onClick={() => setOpen({ cell: c, edit: true })}
                          >
                            <Pencil size={14} aria-hidden /> {t(c.template ? 'templates.edit' : 'templates.set')}
                          </button>
                        ) : c.template ? (
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={`${t('templates.view')}: ${name}`}
                            onClick={() => setOpen({ cell: c, edit: false })}
                          >
                            <Eye size={14} aria-hidden /> {t('templates.view')}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })
              : null}
          </tbody>
        </table>
      </div>
      {open?.edit ? (
        <TemplateDialog
          key={`${open.cell.agentType}-${open.cell.kind}`}
          cell={open.cell}
          onClose={() => setOpen(null)}
        />
      ) : open?.cell.template ? (
        <ContractDialog
          open
          title={t('templates.pair', { type: open.cell.agentType, kind: t(`kinds.${open.cell.kind}`) })}
          onClose={() => setOpen(null)}
        >
          <p>
            {t('templates.maxRate')}: {open.cell.template.maxRate} %
          </p>
          <TermsTable {...open.cell.template} kind={open.cell.kind} />
        </ContractDialog>
      ) : null}
    </>
  );
};

export default ContractTemplatesPage;
