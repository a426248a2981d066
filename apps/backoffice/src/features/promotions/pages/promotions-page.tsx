import {
  type OperatorPromotionRow,
  operatorPromotionsList,
  PROMOTION_STATES,
  PROMOTION_TYPES,
  type PromotionState,
  type PromotionType,
} from '@pagoda/contracts';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { PROMOTIONS_KEY } from '../api/promotions';
import { StateBadge } from '../components/state-badge';

/** Every promotion of the brand: type, mechanic, state, window and budget use; the editor opens from a row. */
const PromotionsPage = () => {
  const { t } = useTranslation('promotions');
  const [type, setType] = useState<PromotionType | ''>('');
  const [state, setState] = useState<PromotionState | ''>('');
  const columns = useMemo<GridColumn<OperatorPromotionRow>[]>(
    () => [
      { id: 'id', header: 'ID', sortable: true, value: (p) => p.id },
      {
        id: 'title',
        header: t('field.title'),
        value: (p) => p.title,
        cell: (p) => <Link to={`/promotions/${p.id}`}>{p.title}</Link>,
      },
      { id: 'type', header: t('field.type'), sortable: true, value: (p) => t(`type.${p.type}`) },
      { id: 'mechanic', header: t('field.mechanic'), value: (p) => t(`mechanic.${p.mechanic}`) },
      {
        id: 'state',
        header: t('field.state'),
        sortable: true,
        value: (p) => p.state,
        cell: (p) => <StateBadge state={p.state} />,
      },
      {
        id: 'startAt',
        header: t('field.window'),
        sortable: true,
        value: (p) => p.startAt,
        cell: (p) => `${formatDateTime(p.startAt)} – ${p.endAt ? formatDateTime(p.endAt) : t('field.noEnd')}`,
      },
      {
        id: 'spent',
        header: t('field.spent'),
        align: 'right',
        value: (p) => p.spent,
        cell: (p) => (
          <>
            <Money value={p.spent} />
            {p.budget !== null ? (
              <>
                {' / '}
                <Money value={p.budget} />
              </>
            ) : null}
          </>
        ),
      },
      { id: 'sort', header: t('field.sort'), sortable: true, value: (p) => p.sort, hidden: true },
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Can permission="promotions.write">
            <Link to="/promotions/new" className="button button--primary">
              <Plus size={16} aria-hidden />
              {t('list.add')}
            </Link>
          </Can>
        }
      />
      <div className="promo-filters">
        <label className="field">
          <span className="field__label">{t('field.type')}</span>
          <select className="input" value={type} onChange={(e) => setType(e.target.value as PromotionType | '')}>
            <option value="">{t('list.all')}</option>
            {PROMOTION_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`type.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('field.state')}</span>
          <select className="input" value={state} onChange={(e) => setState(e.target.value as PromotionState | '')}>
            <option value="">{t('list.all')}</option>
            {PROMOTION_STATES.map((x) => (
              <option key={x} value={x}>
                {t(`state.${x}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataGrid
        operation={operatorPromotionsList}
        queryKey={PROMOTIONS_KEY}
        caption={t('list.grid')}
        columns={columns}
        filters={{ ...(type ? { type } : {}), ...(state ? { state } : {}) }}
        rowKey={(p) => p.id}
        initialSort={{ id: 'id', desc: true }}
        exportName="promotions"
        rowActions={(p) => (
          <Link to={`/promotions/${p.id}`} className="button button--small">
            {t('list.open')}
          </Link>
        )}
      />
    </>
  );
};

export default PromotionsPage;
