import type { ConfigThirdParty } from '@pagoda/contracts';
import { KeyRound, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { useClearThirdParty, useSetThirdParty, useThirdParty } from '../api/third-party';
import { SectionState } from '../components/section-state';
import { Switch } from '../components/switch';
import '../config.css';

const ProviderCard = ({ p, canWrite }: { p: ConfigThirdParty; canWrite: boolean }) => {
  const { t } = useTranslation('config');
  const id = useId();
  const save = useSetThirdParty();
  const clear = useClearThirdParty();
  const [enabled, setEnabled] = useState(p.enabled);
  const [clientId, setClientId] = useState(p.clientId);
  const [secret, setSecret] = useState('');
  const [issuer, setIssuer] = useState(p.issuer);
  const [confirm, setConfirm] = useState(false);
  const needSecret = !p.secretSet && !secret;
  const name = t(`thirdParty.provider.${p.provider}`);
  return (
    <section className="card cfg-card" aria-labelledby={`${id}-title`}>
      <div className="cfg-card__head">
        <h2 id={`${id}-title`} className="cfg-card__title">
          <KeyRound size={16} aria-hidden /> {name}
        </h2>
        <span className={`badge badge--${p.enabled && p.configured ? 'success' : 'neutral'}`}>
          {p.enabled && p.configured ? t('thirdParty.live') : t('thirdParty.notLive')}
        </span>
        <span className={`badge badge--${p.secretSet ? 'info' : 'warning'}`}>
          {p.secretSet ? t('thirdParty.secretSet') : t('thirdParty.secretNotSet')}
        </span>
      </div>
      {p.updatedAt ? (
        <p className="field__hint">{t('thirdParty.updated', { time: formatDateTime(p.updatedAt) })}</p>
      ) : null}
      <form
        className="cfg-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (needSecret || !clientId.trim()) return;
          save.mutate(
            {
              provider: p.provider,
              enabled,
              clientId: clientId.trim(),
              ...(secret ? { clientSecret: secret } : {}),
              ...(issuer.trim() ? { issuer: issuer.trim() } : {}),
            },
            { onSuccess: () => setSecret('') },
          );
        }}
      >
        <fieldset className="cfg-fieldset" disabled={!canWrite}>
          <label className="checkbox">
            <Switch checked={enabled} onChange={setEnabled} label={t('thirdParty.enabled', { name })} />
            {t('thirdParty.enabled', { name })}
          </label>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-client`}>
              {t('thirdParty.clientId')}
            </label>
            <input
              id={`${id}-client`}
              className="input"
              value={clientId}
              maxLength={255}
              autoComplete="off"
              onChange={(e) => setClientId(e.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-secret`}>
              {t('thirdParty.clientSecret')}
            </label>
            <input
              id={`${id}-secret`}
              className="input"
              type="password"
              value={secret}
              maxLength={512}
              autoComplete="new-password"
              placeholder={p.secretSet ? t('thirdParty.secretKeep') : ''}
              aria-describedby={`${id}-secret-hint`}
              onChange={(e) => setSecret(e.target.value)}
            />
            <p id={`${id}-secret-hint`} className="field__hint">
              {t('thirdParty.secretHint')}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-issuer`}>
              {t('thirdParty.issuer')}
            </label>
            <input
              id={`${id}-issuer`}
              className="input cfg-pattern-input"
              value={issuer}
              maxLength={300}
              placeholder={t('thirdParty.issuerDefault')}
              onChange={(e) => setIssuer(e.target.value)}
            />
          </div>
        </fieldset>
        {canWrite ? (
          <div className="cfg-actions">
            {p.configured ? (
              <button type="button" className="button button--danger" onClick={() => setConfirm(true)}>
                <Trash2 size={14} aria-hidden />
                {t('thirdParty.remove')}
              </button>
            ) : null}
            <button
              type="submit"
              className="button button--primary"
              disabled={save.isPending || needSecret || !clientId.trim()}
            >
              {t('save')}
            </button>
          </div>
        ) : null}
      </form>
      <ConfirmDialog
        open={confirm}
        title={t('thirdParty.removeTitle', { name })}
        confirmLabel={t('thirdParty.remove')}
        tone="danger"
        busy={clear.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() => clear.mutateAsync(p.provider).then(() => setConfirm(false))}
      >
        <p>{t('thirdParty.removeBody', { name })}</p>
      </ConfirmDialog>
    </section>
  );
};

/** Third-party (OpenID Connect) login: switch, client id, and a write-only secret. */
const ThirdPartyPage = () => {
  const { t } = useTranslation('config');
  const providers = useThirdParty();
  const canWrite = usePermission('config.write');
  return (
    <>
      <PageHeader title={t('thirdParty.title')} description={t('thirdParty.description')} />
      {providers.data ? (
        <div className="cfg-columns">
          {providers.data.list.map((p) => (
            <ProviderCard key={`${p.provider}:${p.updatedAt ?? ''}:${p.enabled}`} p={p} canWrite={canWrite} />
          ))}
        </div>
      ) : (
        <SectionState error={providers.error} onRetry={() => void providers.refetch()} />
      )}
    </>
  );
};
export default ThirdPartyPage;
