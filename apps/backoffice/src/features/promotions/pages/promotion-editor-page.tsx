import {
  DEPOSIT_MATCH_ORDERS,
  GAME_CATEGORIES,
  LANGUAGES,
  type Language,
  type OperatorPromotion,
  PROMOTION_DEVICES,
  PROMOTION_LIMIT_PERIODS,
  PROMOTION_MECHANICS,
  PROMOTION_TYPES,
  type PromotionConfig,
  type PromotionMechanic,
  type PromotionText,
  type PromotionType,
  promotionInputSchema,
  REBATE_BASES,
  REBATE_PERIODS,
  WAGERING_BASES,
} from '@pagoda/contracts';
import { ArrowLeft, Upload } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Can, usePermission } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import {
  usePromotion,
  useSanitizedHtml,
  useSavePromotion,
  useSetPromotionState,
  useUploadPromotionImage,
} from '../api/promotions';
import { StateBadge } from '../components/state-badge';

type Texts = Partial<Record<Language, PromotionText>>;
type Draft = {
  type: PromotionType;
  mechanic: PromotionMechanic;
  startAt: number | null;
  endAt: number | null;
  sort: number;
  imageUrl: string;
  /** '' : no budget cap. */
  budget: string;
  content: Texts;
  config: Required<Omit<PromotionConfig, 'requiresJoin'>> & { requiresJoin: boolean };
};

const BLOCK = {
  DEPOSIT_MATCH: 'depositMatch',
  FIXED: 'fixed',
  REBATE: 'rebate',
  CHECKIN: 'checkin',
  APPLICATION: 'application',
} as const;

const defaults = (): Draft['config'] => ({
  requiresJoin: false,
  depositMatch: { percent: 100, maxBonus: '1000', minDeposit: '100', order: 'FIRST', nth: 1 },
  fixed: { amount: '10' },
  rebate: {
    basis: 'VALID_BET',
    percent: 1,
    period: 'DAILY',
    categories: [],
    vendors: [],
    auto: false,
    maxPerMember: '0',
  },
  checkin: { amounts: ['1', '2', '3', '5', '8', '10', '18'] },
  application: { defaultAmount: '88', maxAmount: '888' },
  eligibility: { minAgeDays: 0, minTotalDeposit: '0', vipLevels: [], countries: [], devices: [] },
  wagering: { multiplier: 0, base: 'BONUS', days: null, categories: [] },
  limit: { period: 'LIFETIME', count: 1 },
  antiAbuse: { samePayoutAccount: false, sameIp: false, ipWindowDays: 30 },
});

const draftOf = (p: OperatorPromotion | undefined): Draft => ({
  type: p?.type ?? 'LIMITED',
  mechanic: p?.mechanic ?? 'FIXED',
  startAt: p?.startAt ?? Date.now(),
  endAt: p?.endAt ?? null,
  sort: p?.sort ?? 0,
  imageUrl: p?.imageUrl ?? '',
  budget: p?.budget === null || p?.budget === undefined ? '' : String(p.budget),
  content: p?.content ?? {},
  config: { ...defaults(), ...p?.config },
});

/** epoch ms ↔ datetime-local (the operator's own zone, as the content editor does). */
const toLocalInput = (ms: number | null) => {
  if (ms === null) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (v: string) => (v ? new Date(v).getTime() : null);
const list = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const emptyText: PromotionText = { title: '', summary: '', body: '', terms: '' };

/** The promotion's body as the server will store it, with its image and title: what members will see. */
const Preview = ({ draft, language }: { draft: Draft; language: Language }) => {
  const { t } = useTranslation('promotions');
  const text = draft.content[language] ?? draft.content.EN ?? emptyText;
  const body = useSanitizedHtml(text.body);
  return (
    <aside className="promo-preview" aria-label={t('editor.preview')}>
      <h2>{t('editor.preview')}</h2>
      <div className="promo-preview__card">
        {draft.imageUrl ? <img src={draft.imageUrl} alt="" /> : <div className="promo-preview__noimage" />}
        <span className="promo-preview__type">{t(`type.${draft.type}`)}</span>
        <h3>{text.title || t('editor.untitled')}</h3>
        <p className="muted">{text.summary}</p>
        <div className="promo-preview__body" dangerouslySetInnerHTML={{ __html: body.data?.html ?? '' }} />
      </div>
    </aside>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className="promo-fieldset">
    <legend>{title}</legend>
    {children}
  </fieldset>
);

/** Create or edit a promotion: type, mechanic and its settings, eligibility, wagering, budget, window, texts. */
const PromotionEditorPage = () => {
  const { t } = useTranslation('promotions');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const loaded = usePromotion(id);
  if (id !== null && loaded.isPending) return <p aria-busy="true">{t('editor.loading')}</p>;
  if (id !== null && loaded.isError) return <p role="alert">{errorText(t, loaded.error)}</p>;
  return <Editor key={id ?? 'new'} promotion={loaded.data} />;
};

const Editor = ({ promotion }: { promotion: OperatorPromotion | undefined }) => {
  const { t } = useTranslation('promotions');
  const toast = useToast();
  const navigate = useNavigate();
  const canWrite = usePermission('promotions.write');
  const save = useSavePromotion();
  const setState = useSetPromotionState();
  const upload = useUploadPromotionImage();
  const fileId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(promotion));
  const [language, setLanguage] = useState<Language>('EN');
  const [errors, setErrors] = useState<string[]>([]);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const c = draft.config;
  const setConfig = (patch: Partial<Draft['config']>) => setDraft((d) => ({ ...d, config: { ...d.config, ...patch } }));
  const text = draft.content[language] ?? emptyText;
  const setText = (patch: Partial<PromotionText>) =>
    setDraft((d) => ({
      ...d,
      content: { ...d.content, [language]: { ...(d.content[language] ?? emptyText), ...patch } },
    }));

  const submit = async () => {
    const content: Texts = {};
    for (const l of LANGUAGES) if (draft.content[l]?.title.trim()) content[l] = draft.content[l];
    const { depositMatch, fixed, rebate, checkin, application, ...common } = draft.config;
    const blocks = { depositMatch, fixed, rebate, checkin, application };
    const parsed = promotionInputSchema.safeParse({
      type: draft.type,
      mechanic: draft.mechanic,
      startAt: draft.startAt ?? Date.now(),
      endAt: draft.endAt,
      sort: draft.sort,
      imageUrl: draft.imageUrl,
      budget: draft.budget.trim() === '' ? null : draft.budget.trim(),
      content,
      config: { ...common, [BLOCK[draft.mechanic]]: blocks[BLOCK[draft.mechanic]] },
    });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
      return;
    }
    setErrors([]);
    try {
      const saved = await save.mutateAsync({ id: promotion?.id ?? null, body: parsed.data });
      toast.success(t('editor.saved'));
      if (!promotion) void navigate(`/promotions/${saved.id}`, { replace: true });
    } catch (err) {
      setErrors([errorText(t, err)]);
    }
  };

  const changeState = async (state: 'LIVE' | 'ENDED') => {
    try {
      await setState.mutateAsync({ id: promotion!.id, state });
      toast.success(t(state === 'LIVE' ? 'editor.published' : 'editor.ended'));
    } catch (err) {
      setErrors([errorText(t, err)]);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { url } = await upload.mutateAsync(file);
      setDraft((d) => ({ ...d, imageUrl: url }));
    } catch (err) {
      setErrors([errorText(t, err)]);
    }
  };

  const money = (label: string, value: string, onChange: (v: string) => void, hint?: string) => (
    <FormField label={label} hint={hint}>
      <input className="input" inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
  const num = (label: string, value: number | null, onChange: (v: number) => void, step = '1') => (
    <FormField label={label}>
      <input
        className="input"
        type="number"
        step={step}
        min={0}
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </FormField>
  );
  const select = <V extends string>(
    label: string,
    value: V,
    options: readonly V[],
    onChange: (v: V) => void,
    prefix: string,
  ) => (
    <FormField label={label}>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${prefix}.${o}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
  const check = (label: string, checked: boolean, onChange: (v: boolean) => void) => (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );

  return (
    <>
      <Link to="/promotions" className="button button--ghost">
        <ArrowLeft size={14} aria-hidden />
        {t('editor.back')}
      </Link>
      <PageHeader
        title={promotion ? t('editor.editTitle', { id: promotion.id }) : t('editor.newTitle')}
        description={promotion ? <StateBadge state={promotion.state} /> : t('editor.draftHint')}
        actions={
          <Can permission="promotions.write">
            {promotion?.state === 'DRAFT' ? (
              <button type="button" className="button" onClick={() => void changeState('LIVE')}>
                {t('editor.publish')}
              </button>
            ) : null}
            {promotion?.state === 'LIVE' ? (
              <button type="button" className="button button--danger" onClick={() => setConfirmEnd(true)}>
                {t('editor.end')}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--primary"
              disabled={save.isPending}
              onClick={() => void submit()}
            >
              {t('editor.save')}
            </button>
          </Can>
        }
      />
      {errors.length ? (
        <div className="promo-errors" role="alert">
          <strong>{t('editor.invalid')}</strong>
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="promo-editor">
        <form className="promo-editor__form" onSubmit={(e) => e.preventDefault()} aria-disabled={!canWrite}>
          <Section title={t('editor.basics')}>
            <div className="promo-row">
              {select(t('field.type'), draft.type, PROMOTION_TYPES, (type) => setDraft({ ...draft, type }), 'type')}
              {select(
                t('field.mechanic'),
                draft.mechanic,
                PROMOTION_MECHANICS,
                (mechanic) => setDraft({ ...draft, mechanic }),
                'mechanic',
              )}
              {num(t('field.sort'), draft.sort, (sort) => setDraft({ ...draft, sort }))}
            </div>
            <div className="promo-row">
              <FormField label={t('field.start')}>
                <input
                  type="datetime-local"
                  className="input"
                  value={toLocalInput(draft.startAt)}
                  onChange={(e) => setDraft({ ...draft, startAt: fromLocalInput(e.target.value) })}
                />
              </FormField>
              <FormField label={t('field.end')} hint={t('field.noEnd')}>
                <input
                  type="datetime-local"
                  className="input"
                  value={toLocalInput(draft.endAt)}
                  onChange={(e) => setDraft({ ...draft, endAt: fromLocalInput(e.target.value) })}
                />
              </FormField>
              {money(
                t('field.budget'),
                draft.budget,
                (budget) => setDraft({ ...draft, budget }),
                t('field.budgetHint'),
              )}
            </div>
          </Section>

          <Section title={t(`mechanic.${draft.mechanic}`)}>
            {draft.mechanic === 'DEPOSIT_MATCH' ? (
              <div className="promo-row">
                {num(
                  t('field.percent'),
                  c.depositMatch.percent,
                  (percent) => setConfig({ depositMatch: { ...c.depositMatch, percent } }),
                  '0.01',
                )}
                {money(t('field.maxBonus'), c.depositMatch.maxBonus, (maxBonus) =>
                  setConfig({ depositMatch: { ...c.depositMatch, maxBonus } }),
                )}
                {money(t('field.minDeposit'), c.depositMatch.minDeposit, (minDeposit) =>
                  setConfig({ depositMatch: { ...c.depositMatch, minDeposit } }),
                )}
                {select(
                  t('field.order'),
                  c.depositMatch.order,
                  DEPOSIT_MATCH_ORDERS,
                  (order) => setConfig({ depositMatch: { ...c.depositMatch, order } }),
                  'order',
                )}
                {c.depositMatch.order === 'EVERY_NTH'
                  ? num(t('field.nth'), c.depositMatch.nth, (nth) =>
                      setConfig({ depositMatch: { ...c.depositMatch, nth } }),
                    )
                  : null}
              </div>
            ) : null}
            {draft.mechanic === 'FIXED' ? (
              <div className="promo-row">
                {money(t('field.amount'), c.fixed.amount, (amount) => setConfig({ fixed: { amount } }))}
              </div>
            ) : null}
            {draft.mechanic === 'REBATE' ? (
              <div className="promo-row">
                {select(
                  t('field.basis'),
                  c.rebate.basis,
                  REBATE_BASES,
                  (basis) => setConfig({ rebate: { ...c.rebate, basis } }),
                  'basis',
                )}
                {num(
                  t('field.percent'),
                  c.rebate.percent,
                  (percent) => setConfig({ rebate: { ...c.rebate, percent } }),
                  '0.01',
                )}
                {select(
                  t('field.period'),
                  c.rebate.period,
                  REBATE_PERIODS,
                  (period) => setConfig({ rebate: { ...c.rebate, period } }),
                  'period',
                )}
                {money(
                  t('field.maxPerMember'),
                  c.rebate.maxPerMember,
                  (maxPerMember) => setConfig({ rebate: { ...c.rebate, maxPerMember } }),
                  t('field.zeroNoCap'),
                )}
                <FormField label={t('field.categories')} hint={GAME_CATEGORIES.join(', ')}>
                  <input
                    className="input"
                    value={c.rebate.categories.join(', ')}
                    onChange={(e) => setConfig({ rebate: { ...c.rebate, categories: list(e.target.value) as never } })}
                  />
                </FormField>
                <FormField label={t('field.vendors')} hint={t('field.emptyAll')}>
                  <input
                    className="input"
                    value={c.rebate.vendors.join(', ')}
                    onChange={(e) => setConfig({ rebate: { ...c.rebate, vendors: list(e.target.value) } })}
                  />
                </FormField>
                {check(t('field.auto'), c.rebate.auto, (auto) => setConfig({ rebate: { ...c.rebate, auto } }))}
              </div>
            ) : null}
            {draft.mechanic === 'CHECKIN' ? (
              <FormField label={t('field.checkinAmounts')} hint={t('field.checkinHint')}>
                <input
                  className="input"
                  value={c.checkin.amounts.join(', ')}
                  onChange={(e) => setConfig({ checkin: { amounts: list(e.target.value) } })}
                />
              </FormField>
            ) : null}
            {draft.mechanic === 'APPLICATION' ? (
              <div className="promo-row">
                {money(t('field.defaultAmount'), c.application.defaultAmount, (defaultAmount) =>
                  setConfig({ application: { ...c.application, defaultAmount } }),
                )}
                {money(
                  t('field.maxAmount'),
                  c.application.maxAmount,
                  (maxAmount) => setConfig({ application: { ...c.application, maxAmount } }),
                  t('field.zeroNoCap'),
                )}
              </div>
            ) : null}
            {check(t('field.requiresJoin'), c.requiresJoin, (requiresJoin) => setConfig({ requiresJoin }))}
          </Section>

          <Section title={t('editor.eligibility')}>
            <div className="promo-row">
              {num(t('field.minAgeDays'), c.eligibility.minAgeDays, (minAgeDays) =>
                setConfig({ eligibility: { ...c.eligibility, minAgeDays } }),
              )}
              {money(t('field.minTotalDeposit'), c.eligibility.minTotalDeposit, (minTotalDeposit) =>
                setConfig({ eligibility: { ...c.eligibility, minTotalDeposit } }),
              )}
              <FormField label={t('field.vipLevels')} hint={t('field.emptyAll')}>
                <input
                  className="input"
                  value={c.eligibility.vipLevels.join(', ')}
                  onChange={(e) =>
                    setConfig({ eligibility: { ...c.eligibility, vipLevels: list(e.target.value).map(Number) } })
                  }
                />
              </FormField>
              <FormField label={t('field.countries')} hint={t('field.emptyAll')}>
                <input
                  className="input"
                  value={c.eligibility.countries.join(', ')}
                  onChange={(e) =>
                    setConfig({ eligibility: { ...c.eligibility, countries: list(e.target.value.toUpperCase()) } })
                  }
                />
              </FormField>
            </div>
            <div className="promo-row">
              {PROMOTION_DEVICES.map((d) =>
                check(t(`device.${d}`), c.eligibility.devices.includes(d), (on) =>
                  setConfig({
                    eligibility: {
                      ...c.eligibility,
                      devices: on ? [...c.eligibility.devices, d] : c.eligibility.devices.filter((x) => x !== d),
                    },
                  }),
                ),
              )}
            </div>
            <div className="promo-row">
              {select(
                t('field.limitPeriod'),
                c.limit.period,
                PROMOTION_LIMIT_PERIODS,
                (period) => setConfig({ limit: { ...c.limit, period } }),
                'limit',
              )}
              {num(t('field.limitCount'), c.limit.count, (count) => setConfig({ limit: { ...c.limit, count } }))}
            </div>
          </Section>

          <Section title={t('editor.wagering')}>
            <div className="promo-row">
              {num(
                t('field.multiplier'),
                c.wagering.multiplier,
                (multiplier) => setConfig({ wagering: { ...c.wagering, multiplier } }),
                '0.5',
              )}
              {select(
                t('field.wageringBase'),
                c.wagering.base,
                WAGERING_BASES,
                (base) => setConfig({ wagering: { ...c.wagering, base } }),
                'base',
              )}
              {num(t('field.wageringDays'), c.wagering.days, (days) =>
                setConfig({ wagering: { ...c.wagering, days: days || null } }),
              )}
            </div>
          </Section>

          <Section title={t('editor.antiAbuse')}>
            <div className="promo-row">
              {check(t('field.samePayoutAccount'), c.antiAbuse.samePayoutAccount, (samePayoutAccount) =>
                setConfig({ antiAbuse: { ...c.antiAbuse, samePayoutAccount } }),
              )}
              {check(t('field.sameIp'), c.antiAbuse.sameIp, (sameIp) =>
                setConfig({ antiAbuse: { ...c.antiAbuse, sameIp } }),
              )}
              {num(t('field.ipWindowDays'), c.antiAbuse.ipWindowDays, (ipWindowDays) =>
                setConfig({ antiAbuse: { ...c.antiAbuse, ipWindowDays } }),
              )}
            </div>
          </Section>

          <Section title={t('editor.content')}>
            <div className="promo-upload">
              <label htmlFor={fileId} className="button">
                <Upload size={14} aria-hidden />
                {upload.isPending ? t('editor.uploading') : t('editor.upload')}
              </label>
              <input
                id={fileId}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="visually-hidden"
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
              <FormField label={t('field.imageUrl')}>
                <input
                  className="input"
                  value={draft.imageUrl}
                  onChange={(e) => setDraft({ ...draft, imageUrl: e.target.value })}
                />
              </FormField>
            </div>
            <div className="promo-langs" role="tablist" aria-label={t('editor.languages')}>
              {LANGUAGES.map((l) => (
                <button
                  key={l}
                  type="button"
                  role="tab"
                  aria-selected={language === l}
                  className={`promo-lang${language === l ? ' is-active' : ''}${draft.content[l]?.title ? ' is-filled' : ''}`}
                  onClick={() => setLanguage(l)}
                >
                  {l}
                </button>
              ))}
            </div>
            <FormField label={`${t('field.title')} (${language})`}>
              <input
                className="input"
                value={text.title}
                maxLength={120}
                onChange={(e) => setText({ title: e.target.value })}
              />
            </FormField>
            <FormField label={`${t('field.summary')} (${language})`}>
              <input
                className="input"
                value={text.summary}
                maxLength={300}
                onChange={(e) => setText({ summary: e.target.value })}
              />
            </FormField>
            <RichTextEditor
              key={language}
              label={`${t('field.body')} (${language})`}
              value={text.body}
              onChange={(body) => setText({ body })}
            />
            <FormField label={`${t('field.terms')} (${language})`}>
              <textarea
                className="input"
                rows={4}
                value={text.terms}
                onChange={(e) => setText({ terms: e.target.value })}
              />
            </FormField>
          </Section>
        </form>
        <Preview draft={draft} language={language} />
      </div>
      <ConfirmDialog
        open={confirmEnd}
        title={t('editor.endTitle')}
        confirmLabel={t('editor.end')}
        tone="danger"
        busy={setState.isPending}
        onConfirm={async () => {
          await changeState('ENDED');
          setConfirmEnd(false);
        }}
        onCancel={() => setConfirmEnd(false)}
      >
        {t('editor.endBody')}
      </ConfirmDialog>
    </>
  );
};

export default PromotionEditorPage;
