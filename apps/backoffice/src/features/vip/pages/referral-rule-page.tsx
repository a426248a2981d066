import { type OperationBody, operatorGetReferralRule, operatorSaveReferralRule } from '@pagoda/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { apiCall, callQuery } from '../../../lib/api';
import { errorText } from '../../../lib/error-message';
import '../vip.css';

type Body = OperationBody<typeof operatorSaveReferralRule>;
const EMPTY: Body = {
  enabled: false,
  minFirstDeposit: '0',
  minTurnover: '0',
  withinDays: 30,
  referrerReward: '0',
  referrerWageringX100: 100,
  refereeReward: '0',
  refereeWageringX100: 100,
};
const MONEY_FIELDS = ['minFirstDeposit', 'minTurnover', 'referrerReward', 'refereeReward'] as const;
const INT_FIELDS = ['withinDays', 'referrerWageringX100', 'refereeWageringX100'] as const;

/** The brand's referral rule: conditions on the referee and the rewards (audited on the server). */
const ReferralRulePage = () => {
  const read = useQuery(callQuery(['vip', 'referral-rule'], operatorGetReferralRule));
  if (!read.data) return null;
  const r = read.data.rule;
  const initial: Body = r
    ? {
        ...r,
        minFirstDeposit: String(r.minFirstDeposit),
        minTurnover: String(r.minTurnover),
        referrerReward: String(r.referrerReward),
        refereeReward: String(r.refereeReward),
      }
    : EMPTY;
  return <RuleForm key={read.dataUpdatedAt} initial={initial} />;
};

const RuleForm = ({ initial }: { initial: Body }) => {
  const { t } = useTranslation('vip');
  const toast = useToast();
  const client = useQueryClient();
  const canWrite = usePermission('promotions.write');
  const [form, setForm] = useState<Body>(initial);
  const save = useMutation({
    mutationFn: () => apiCall(operatorSaveReferralRule, { body: form }),
    onSuccess: () => {
      toast.success(t('rule.saved'));
      void client.invalidateQueries({ queryKey: ['vip', 'referral-rule'] });
    },
    onError: (err) => toast.error(errorText(t, err)),
  });
  return (
    <>
      <PageHeader title={t('rule.title')} description={t('rule.description')} />
      <form
        className="vip-admin__form vip-admin__form--stack"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <label className="vip-admin__check">
          <input
            type="checkbox"
            disabled={!canWrite}
            checked={form.enabled}
            onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
          />
          {t('rule.enabled')}
        </label>
        {MONEY_FIELDS.map((f) => (
          <FormField key={f} label={t(`rule.${f}`)}>
            <input
              className="input"
              inputMode="decimal"
              disabled={!canWrite}
              value={String(form[f])}
              onChange={(e) => setForm({ ...form, [f]: e.target.value })}
            />
          </FormField>
        ))}
        {INT_FIELDS.map((f) => (
          <FormField key={f} label={t(`rule.${f}`)}>
            <input
              className="input"
              inputMode="numeric"
              disabled={!canWrite}
              value={form[f]}
              onChange={(e) => setForm({ ...form, [f]: Number(e.target.value) || 0 })}
            />
          </FormField>
        ))}
        {canWrite ? (
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('rule.save')}
          </button>
        ) : null}
      </form>
    </>
  );
};

export default ReferralRulePage;
