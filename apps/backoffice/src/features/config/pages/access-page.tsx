import { type ConfigAccess, REGION_BLOCK_KINDS } from '@pagoda/contracts';
import { Globe, Network, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { useAccess, useAddRegionBlock, useRemoveRegionBlock, useSetLoginFirst, useSetMaintenance } from '../api/access';
import { fromLocalInput, toLocalInput } from '../components/local-datetime';
import { SectionState } from '../components/section-state';
import { Switch } from '../components/switch';
import '../config.css';

const MaintenanceCard = ({ value, canWrite }: { value: ConfigAccess['maintenance']; canWrite: boolean }) => {
  const { t } = useTranslation('config');
  const id = useId();
  const save = useSetMaintenance();
  const [on, setOn] = useState(value.on);
  const [from, setFrom] = useState(toLocalInput(value.from));
  const [until, setUntil] = useState(toLocalInput(value.until));
  const [message, setMessage] = useState(value.message);
  const fromIso = fromLocalInput(from);
  const untilIso = fromLocalInput(until);
  const orderError = Boolean(fromIso && untilIso && fromIso >= untilIso);
  const state = value.active ? 'active' : value.on ? 'scheduled' : 'off';
  return (
    <section className="card cfg-card" aria-labelledby={`${id}-title`}>
      <div className="cfg-card__head">
        <h2 id={`${id}-title`} className="cfg-card__title">
          {t('access.maintenance')}
        </h2>
        <span
          className={`badge badge--${state === 'active' ? 'danger' : state === 'scheduled' ? 'warning' : 'success'}`}
        >
          {t(`access.state.${state}`)}
        </span>
      </div>
      <p className="field__hint">{t('access.maintenanceHint')}</p>
      <form
        className="cfg-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!orderError)
            save.mutate({ on, from: on ? fromIso : null, until: on ? untilIso : null, message: message.trim() });
        }}
      >
        <fieldset className="cfg-fieldset" disabled={!canWrite}>
          <label className="checkbox">
            <Switch checked={on} onChange={setOn} label={t('access.maintenanceOn')} />
            {t('access.maintenanceOn')}
          </label>
          <div className="cfg-form__row">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-from`}>
                {t('access.from')}
              </label>
              <input
                id={`${id}-from`}
                className="input"
                type="datetime-local"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
              <p className="field__hint">{t('access.fromHint')}</p>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-until`}>
                {t('access.until')}
              </label>
              <input
                id={`${id}-until`}
                className="input"
                type="datetime-local"
                value={until}
                aria-invalid={orderError || undefined}
                onChange={(e) => setUntil(e.target.value)}
              />
              <p className="field__hint">{t('access.untilHint')}</p>
            </div>
          </div>
          {orderError ? (
            <p className="field__error" role="alert">
              {t('access.orderError')}
            </p>
          ) : null}
          <div className="field">
            <label className="field__label" htmlFor={`${id}-msg`}>
              {t('access.message')}
            </label>
            <textarea
              id={`${id}-msg`}
              className="input cfg-textarea"
              rows={3}
              maxLength={500}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
            <p className="field__hint">{t('access.messageHint')}</p>
          </div>
        </fieldset>
        {canWrite ? (
          <div className="cfg-actions">
            <button type="submit" className="button button--primary" disabled={save.isPending || orderError}>
              {t('access.saveMaintenance')}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  );
};

const RegionBlocksCard = ({ value, canWrite }: { value: ConfigAccess; canWrite: boolean }) => {
  const { t } = useTranslation('config');
  const id = useId();
  const add = useAddRegionBlock();
  const remove = useRemoveRegionBlock();
  const [kind, setKind] = useState<(typeof REGION_BLOCK_KINDS)[number]>('COUNTRY');
  const [block, setBlock] = useState('');
  return (
    <section className="card cfg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cfg-card__title">
        {t('access.regionBlocks')}
      </h2>
      <p className="notice">
        {t('access.you', { ip: value.you.ip, country: value.you.countryCode || '—' })}{' '}
        {value.you.blockedOnPortal ? t('access.youBlocked') : t('access.youOpen')}
      </p>
      {value.regionBlocks.length ? (
        <ul className="cfg-blocks" aria-label={t('access.regionBlocks')}>
          {value.regionBlocks.map((b) => (
            <li key={`${b.kind}:${b.value}`} className="cfg-blocks__item">
              {b.kind === 'COUNTRY' ? <Globe size={16} aria-hidden /> : <Network size={16} aria-hidden />}
              <span className="cfg-blocks__kind">{t(`access.kind.${b.kind}`)}</span>
              <code>{b.value}</code>
              {canWrite ? (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('access.removeBlock', { value: b.value })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ kind: b.kind, value: b.value })}
                >
                  <Trash2 size={16} aria-hidden />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="field__hint">{t('access.noBlocks')}</p>
      )}
      {canWrite ? (
        <form
          className="cfg-form__row cfg-form__row--end"
          onSubmit={(e) => {
            e.preventDefault();
            const v = kind === 'COUNTRY' ? block.trim().toUpperCase() : block.trim();
            if (v) add.mutate({ kind, value: v }, { onSuccess: () => setBlock('') });
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={`${id}-kind`}>
              {t('access.blockKind')}
            </label>
            <select
              id={`${id}-kind`}
              className="input"
              value={kind}
              onChange={(e) => setKind(e.target.value as typeof kind)}
            >
              {REGION_BLOCK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`access.kind.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-value`}>
              {t('access.blockValue')}
            </label>
            <input
              id={`${id}-value`}
              className="input"
              value={block}
              maxLength={64}
              placeholder={kind === 'COUNTRY' ? 'VN' : '203.0.113.0/24'}
              onChange={(e) => setBlock(e.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary" disabled={add.isPending || !block.trim()}>
            {t('access.addBlock')}
          </button>
        </form>
      ) : null}
      <p className="field__hint">{t('access.backofficeNeverBlocked')}</p>
    </section>
  );
};

/** Maintenance window, login-first and region blocks: who may use the portal, and when. */
const AccessPage = () => {
  const { t } = useTranslation('config');
  const access = useAccess();
  const loginFirst = useSetLoginFirst();
  const canWrite = usePermission('config.write');
  const value = access.data;
  return (
    <>
      <PageHeader title={t('access.title')} description={t('access.description')} />
      {value ? (
        <div className="cfg-stack">
          <MaintenanceCard
            key={`${value.maintenance.on}${value.maintenance.from}${value.maintenance.until}${value.maintenance.message}`}
            value={value.maintenance}
            canWrite={canWrite}
          />
          {value.maintenance.until ? (
            <p className="field__hint">{t('access.plannedEnd', { time: formatDateTime(value.maintenance.until) })}</p>
          ) : null}
          <section className="card cfg-card" aria-labelledby="cfg-login-first">
            <h2 id="cfg-login-first" className="cfg-card__title">
              {t('access.loginFirst')}
            </h2>
            <label className="checkbox">
              <Switch
                checked={value.loginFirst}
                label={t('access.loginFirst')}
                disabled={!canWrite || loginFirst.isPending}
                onChange={(on) => loginFirst.mutate(on)}
              />
              {t('access.loginFirstHint')}
            </label>
          </section>
          <RegionBlocksCard value={value} canWrite={canWrite} />
        </div>
      ) : (
        <SectionState error={access.error} onRetry={() => void access.refetch()} />
      )}
    </>
  );
};
export default AccessPage;
