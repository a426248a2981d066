import {
  MEMBER_SEARCH_FIELDS,
  MEMBER_STATUSES,
  operatorSearchMembers,
  VIP_LEVEL_MAX,
  type OperationQuery,
  type OperationValue,
} from '@pagoda/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { useLabelOptions } from '../api/member-labels';
import { MemberStatus, useMemberType } from '../components/member-format';
import '../members.css';

type Query = OperationQuery<typeof operatorSearchMembers>;
type MemberRow = OperationValue<typeof operatorSearchMembers>['list'][number];

/** A yyyy-mm-dd date input as epoch ms (start or end of that day, local time). */
const dayMs = (value: string, end: boolean) =>
  value ? new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`).getTime() : undefined;

/** Member search: one grid over operatorSearchMembers with the search field and the filters. */
const MembersPage = () => {
  const { t } = useTranslation('members');
  const memberType = useMemberType();
  const fullContact = usePermission('members.write');
  const labels = useLabelOptions();
  const [field, setField] = useState<Query['field']>('ANY');
  const [status, setStatus] = useState('');
  const [vipLevel, setVipLevel] = useState('');
  const [label, setLabel] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const filters = useMemo<Partial<Query>>(
    () => ({
      field,
      status: (status || undefined) as Query['status'],
      vipLevel: vipLevel === '' ? undefined : Number(vipLevel),
      label: label || undefined,
      registeredFrom: dayMs(from, false),
      registeredTo: dayMs(to, true),
    }),
    [field, status, vipLevel, label, from, to],
  );

  const columns = useMemo<GridColumn<MemberRow>[]>(
    () => [
      {
        id: 'account',
        header: t('col.account'),
        cell: (r) => (
          <Link to={`/members/${r.id}`} aria-label={t('search.open', { account: r.account })}>
            {r.account}
          </Link>
        ),
      },
      { id: 'type', header: t('col.type'), value: (r) => memberType(r.type) },
      { id: 'status', header: t('col.status'), cell: (r) => <MemberStatus status={r.status} />, csv: (r) => r.status },
      { id: 'mobile', header: t('col.mobile') },
      { id: 'email', header: t('col.email') },
      { id: 'vipLevel', header: t('col.vipLevel'), align: 'right' },
      { id: 'labels', header: t('col.labels'), value: (r) => r.labels.join(', ') },
      {
        id: 'balance',
        header: t('col.balance'),
        sortable: true,
        align: 'right',
        cell: (r) => <Money value={r.balance} />,
      },
      { id: 'affiliateCode', header: t('col.affiliateCode'), hidden: true },
      {
        id: 'registeredAt',
        header: t('col.registeredAt'),
        sortable: true,
        value: (r) => formatDateTime(r.registeredAt),
      },
      { id: 'registeredIp', header: t('col.registeredIp') },
      {
        id: 'lastLoginAt',
        header: t('col.lastLoginAt'),
        sortable: true,
        value: (r) => formatDateTime(r.lastLoginAt),
      },
      { id: 'lastLoginIp', header: t('col.lastLoginIp'), hidden: true },
      { id: 'nickname', header: t('col.nickname'), hidden: true },
    ],
    [t, memberType],
  );

  return (
    <>
      <PageHeader title={t('search.title')} description={t('search.description')} />
      {fullContact ? null : <p className="members-hint">{t('search.maskedHint')}</p>}
      <div className="members-filters">
        <FormField label={t('search.field')}>
          <select className="input" value={field} onChange={(e) => setField(e.target.value as Query['field'])}>
            {MEMBER_SEARCH_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`search.fields.${f}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('search.status')}>
          <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('search.any')}</option>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('search.vipLevel')}>
          <select className="input" value={vipLevel} onChange={(e) => setVipLevel(e.target.value)}>
            <option value="">{t('search.any')}</option>
            {Array.from({ length: VIP_LEVEL_MAX + 1 }, (_, i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('search.label')}>
          <select className="input" value={label} onChange={(e) => setLabel(e.target.value)}>
            <option value="">{t('search.any')}</option>
            {(labels.data ?? []).map((o) => (
              <option key={o.name} value={o.name}>
                {o.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('search.registeredFrom')}>
          <input
            type="date"
            className="input"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </FormField>
        <FormField label={t('search.registeredTo')}>
          <input
            type="date"
            className="input"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </FormField>
      </div>
      <DataGrid
        operation={operatorSearchMembers}
        queryKey={['members', 'search']}
        columns={columns}
        filters={filters}
        rowKey={(r) => r.id}
        exportName="members"
        initialSort={{ id: 'registeredAt', desc: true }}
        caption={t('search.caption')}
      />
    </>
  );
};

export default MembersPage;
