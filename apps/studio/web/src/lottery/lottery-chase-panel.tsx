import type { StudioLang } from '../../../src/engine/types';
import { CHASE_LIMITS } from '../../../src/shared/lottery-api';
import { formatCurrency } from '../shared/money';
import { chasePeriods, type ChasePreview, type ChaseSettings } from './lottery-chase-model';
import { lotteryText } from './lottery-text';
import './lottery-chase.css';

type Props = {
  lang: StudioLang;
  currency: string;
  settings: ChaseSettings;
  onChange: (s: ChaseSettings) => void;
  /** The plan of the slip as it stands; null until the slip has a cost and the count is valid. */
  preview: ChasePreview | null;
};

/** The slip's chase (nuôi): how many draws, doubling, stop-on-win, and what each draw and the whole chase cost. */
export const ChasePanel = ({ lang, currency, settings, onChange, preview }: Props) => {
  const periodsValid = chasePeriods(settings.periods) !== null;
  const set = (patch: Partial<ChaseSettings>) => onChange({ ...settings, ...patch });
  return (
    <fieldset className="lot-chase">
      <legend className="lot-chase-title">{lotteryText(lang, 'lottery.chase.title')}</legend>
      <label className="lot-check">
        <input type="checkbox" checked={settings.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        <span>{lotteryText(lang, 'lottery.chase.enable')}</span>
      </label>
      {settings.enabled && (
        <>
          <label className="lot-field">
            <span>{lotteryText(lang, 'lottery.chase.periods')}</span>
            <input
              className="studio-input"
              type="number"
              min={CHASE_LIMITS.minPeriods}
              max={CHASE_LIMITS.maxPeriods}
              step={1}
              inputMode="numeric"
              value={settings.periods}
              aria-invalid={!periodsValid}
              aria-describedby="lot-chase-range"
              onChange={(e) => set({ periods: e.target.value })}
            />
          </label>
          <p id="lot-chase-range" className={periodsValid ? 'studio-hint' : 'lot-bad'}>
            {lotteryText(lang, 'lottery.chase.range', {
              min: CHASE_LIMITS.minPeriods,
              max: CHASE_LIMITS.maxPeriods,
            })}
          </p>
          <label className="lot-check">
            <input type="checkbox" checked={settings.doubling} onChange={(e) => set({ doubling: e.target.checked })} />
            <span>{lotteryText(lang, 'lottery.chase.doubling')}</span>
          </label>
          <label className="lot-check">
            <input
              type="checkbox"
              checked={settings.stopOnWin}
              onChange={(e) => set({ stopOnWin: e.target.checked })}
            />
            <span>{lotteryText(lang, 'lottery.chase.stopOnWin')}</span>
          </label>
          {preview && (
            <>
              <dl className="lot-totals">
                <div>
                  <dt>{lotteryText(lang, 'lottery.chase.perPeriod')}</dt>
                  <dd>
                    {preview.first === preview.last
                      ? formatCurrency(Number(preview.first), currency)
                      : lotteryText(lang, 'lottery.chase.perPeriodRange', {
                          first: formatCurrency(Number(preview.first), currency),
                          last: formatCurrency(Number(preview.last), currency),
                        })}
                  </dd>
                </div>
                <div className="is-total">
                  <dt>{lotteryText(lang, 'lottery.chase.total')}</dt>
                  <dd>{formatCurrency(Number(preview.total), currency)}</dd>
                </div>
              </dl>
              <ol className="lot-chase-steps" aria-label={lotteryText(lang, 'lottery.chase.steps')}>
                {preview.steps.map((s) => (
                  <li key={s.numero}>
                    <span className="lot-chase-numero">{s.numero}</span>
                    <span className="studio-muted">
                      {lotteryText(lang, 'lottery.chase.step', { multiplier: String(s.multiplier) })}
                    </span>
                    <span>{formatCurrency(Number(s.cost), currency)}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
          <p className="studio-hint">{lotteryText(lang, 'lottery.chase.upfront')}</p>
        </>
      )}
    </fieldset>
  );
};
