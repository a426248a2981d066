import { type OperationValue, operatorSetVipLevel, operatorVipMembers, VIP_LEVEL_MAX } from '@pagoda/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { apiCall } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import '../vip.css';

type Row = OperationValue<typeof operatorVipMembers>['list'][number];

/** Members' VIP state, and setting a member's level by hand (members.write; audited with the reason). */
const VipMembersPage = () => {
  const { t } = useTranslation('vip');
  const toast = useToast();
  const client = useQueryClient();
  const canSet = usePermission('members.write');
  const [level, setLevel] = useState('');
  const [form, setForm] = useState({ memberId: '', level: '1', pinned: true, reason: '' });
  const setVip = useMutation({
    mutationFn: () =>
      apiCall(operatorSetVipLevel, {
        body: { memberId: Number(form.memberId), level: Number(form.level), pinned: form.pinned, reason: form.reason },
      }),
    onSuccess: (r) => {
      toast.success(t('members.set', { account: r.account, level: r.level }));
      void client.invalidateQueries({ queryKey: ['vip'] });
    },
    onError: (err) => toast.error(errorText(t, err)),
  });
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'memberId', header: t('members.memberId'), align: 'right' },
      { id: 'account', header: t('members.account'), sortable: true },
      { id: 'level', header: t('members.level'), sortable: true, align: 'right' },
      { id: 'levelName', header: t('members.levelName') },
      { id: 'pinned', header: t('members.pinned'), value: (r) => (r.pinned ? t('members.yes') : '') },
      {
        id: 'qualifyingDeposit',
        header: t('members.deposit'),
        sortable: true,
        align: 'right',
        cell: (r) => <Money value={r.qualifyingDeposit} />,
      },
      {
        id: 'monthTurnover',
        header: t('members.turnover'),
        sortable: true,
        align: 'right',
        cell: (r) => <Money value={r.monthTurnover} />,
      },
      { id: 'birthDate', header: t('members.birthDate'), value: (r) => r.birthDate ?? '' },
      { id: 'levelSince', header: t('members.levelSince'), value: (r) => formatDateTime(r.levelSince) },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('members.title')} description={t('members.description')} />
      {canSet ? (
        <form
          className="vip-admin__form"
          aria-label={t('members.setTitle')}
          onSubmit={(e) => {
            e.preventDefault();
            setVip.mutate();
          }}
        >
          <FormField label={t('members.memberId')}>
            <input
              className="input"
              inputMode="numeric"
              required
              value={form.memberId}
              onChange={(e) => setForm({ ...form, memberId: e.target.value })}
            />
          </FormField>
          <FormField label={t('members.level')}>
            <select className="input" value={form.level} onChange={(e) => setForm({ ...form, level: e.target.value })}>
              {Array.from({ length: VIP_LEVEL_MAX + 1 }, (_, i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </select>
          </FormField>
          <label className="vip-admin__check">
            <input
              type="checkbox"
              checked={form.pinned}
              onChange={(e) => setForm({ ...form, pinned: e.target.checked })}
            />
            {t('members.pin')}
          </label>
          <FormField label={t('members.reason')}>
            <input
              className="input"
              required
              maxLength={200}
              value={form.reason}
              onChange={(e) => setForm({ ...form, reason: e.target.value })}
            />
          </FormField>
          <button type="submit" className="button button--primary" disabled={setVip.isPending}>
            {t('members.setTitle')}
          </button>
        </form>
      ) : null}
      <div className="vip-admin__filters">
        <FormField label={t('members.level')}>
          <select className="input" value={level} onChange={(e) => setLevel(e.target.value)}>
            <option value="">{t('members.any')}</option>
            {Array.from({ length: VIP_LEVEL_MAX + 1 }, (_, i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <DataGrid
        operation={operatorVipMembers}
        queryKey={['vip', 'members']}
        columns={columns}
        filters={{ level: level === '' ? undefined : Number(level) }}
        rowKey={(r) => r.memberId}
        exportName="vip-members"
        initialSort={{ id: 'level', desc: true }}
        caption={t('members.caption')}
      />
    </>
  );
};

export default VipMembersPage;
