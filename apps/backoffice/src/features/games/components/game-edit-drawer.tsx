import {
  GAME_CATEGORIES,
  GAME_CLASSIFIES,
  GAME_ICON_MAX_BYTES,
  GAME_ICON_TYPES,
  LANGUAGES,
  operatorUpdateGame,
  type OperatorGame,
} from '@pagoda/contracts';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useContractForm } from '../../../components/form-field';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useUploadIcon } from '../api/games-admin';
import { useUpdateGame } from '../api/update-game';

/** Reads a picked file as a data URL (what the icon upload takes). */
const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * Edits one game in a side drawer: names per language, category and type, minimum bet, sort order,
 * and its icon (picked, previewed, uploaded on save). The form is validated by the contract's body.
 */
export const GameEditDrawer = ({ game, onClose }: { game: OperatorGame | null; onClose: () => void }) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (game && !d.open) d.showModal?.();
    if (!game && d.open) d.close?.();
  }, [game]);
  return (
    <dialog
      ref={ref}
      className="games-drawer"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {game ? <EditForm key={game.id} game={game} titleId={titleId} onClose={onClose} /> : null}
    </dialog>
  );
};

const EditForm = ({ game, titleId, onClose }: { game: OperatorGame; titleId: string; onClose: () => void }) => {
  const { t } = useTranslation('games');
  const toast = useToast();
  const update = useUpdateGame();
  const upload = useUploadIcon();
  const [icon, setIcon] = useState<string | null>(null);
  const [iconError, setIconError] = useState<string | null>(null);
  const form = useContractForm(operatorUpdateGame, {
    defaultValues: {
      id: game.id,
      gameType: game.gameType,
      gameClassify: game.gameClassify,
      minBet: String(game.minBet),
      sort: game.sort,
      names: { ...game.names },
    },
  });
  const { register, formState } = form;
  const errors = formState.errors as Record<string, { message?: string; type?: unknown } | undefined> & {
    names?: Record<string, { message?: string; type?: unknown } | undefined> & { message?: string };
  };

  const pickIcon = async (file: File | undefined) => {
    setIconError(null);
    setIcon(null);
    if (!file) return;
    if (!(GAME_ICON_TYPES as readonly string[]).includes(file.type)) return setIconError(t('edit.iconType'));
    if (file.size > GAME_ICON_MAX_BYTES) return setIconError(t('edit.iconSize'));
    setIcon(await readDataUrl(file));
  };

  const save = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      if (icon) await upload.mutateAsync({ id: game.id, image: icon });
      toast.success(t('edit.saved', { name: body.names?.EN ?? game.name }));
      onClose();
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });

  const busy = update.isPending || upload.isPending;
  const preview = icon ?? (game.icon || null);

  return (
    <form className="games-drawer__form" onSubmit={(e) => void save(e)} noValidate>
      <header className="games-drawer__header">
        <h2 id={titleId}>{t('edit.title', { name: game.name })}</h2>
        <button type="button" className="button button--ghost" onClick={onClose} aria-label={t('edit.close')}>
          <X size={18} aria-hidden />
        </button>
      </header>
      <div className="games-drawer__body">
        <p className="games-drawer__meta">
          {game.vendorName} · {game.gameCode}
        </p>
        <fieldset className="games-drawer__group">
          <legend>{t('edit.names')}</legend>
          {LANGUAGES.map((lang) => (
            <FormField
              key={lang}
              label={t('edit.name', { lang: t(`lang.${lang}`) })}
              error={
                lang === 'EN'
                  ? (errors.names?.EN ?? (errors.names?.message ? errors.names : undefined))
                  : errors.names?.[lang]
              }
            >
              <input {...register(`names.${lang}`)} maxLength={120} />
            </FormField>
          ))}
        </fieldset>
        <div className="games-drawer__row">
          <FormField label={t('col.category')} error={errors.gameType}>
            <select {...register('gameType')}>
              {GAME_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('col.classify')} error={errors.gameClassify}>
            <select {...register('gameClassify')}>
              <option value="">{t('edit.noClassify')}</option>
              {GAME_CLASSIFIES.map((c) => (
                <option key={c} value={c}>
                  {t(`classify.${c}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="games-drawer__row">
          <FormField label={t('col.minBet')} error={errors.minBet}>
            <input {...register('minBet')} inputMode="decimal" />
          </FormField>
          <FormField label={t('col.sort')} error={errors.sort}>
            <input {...register('sort', { valueAsNumber: true })} type="number" min={0} max={1_000_000} />
          </FormField>
        </div>
        <fieldset className="games-drawer__group">
          <legend>{t('edit.icon')}</legend>
          <div className="games-drawer__icon">
            {preview ? (
              <img src={preview} alt={t('edit.iconPreview')} width={72} height={72} />
            ) : (
              <span className="games-drawer__noicon">
                <ImageUp size={28} aria-hidden />
              </span>
            )}
            <FormField label={t('edit.iconPick')} hint={t('edit.iconHint')} error={iconError ?? undefined}>
              <input
                type="file"
                accept={GAME_ICON_TYPES.join(',')}
                onChange={(e) => void pickIcon(e.target.files?.[0])}
              />
            </FormField>
          </div>
        </fieldset>
      </div>
      <footer className="games-drawer__actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy || Boolean(iconError)} aria-busy={busy}>
          {t('edit.save')}
        </button>
      </footer>
    </form>
  );
};
