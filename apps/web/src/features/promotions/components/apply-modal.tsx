import { zodResolver } from '@hookform/resolvers/zod';
import { applyPromotion, bodySchema, PROMOTION_REMARK_MAX } from '@pagoda/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';

type Values = { id: number; note: string };

/** The application's optional note (at most 140 characters), validated by the operation's own schema. */
export const ApplyModal = ({
  id,
  open,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  id: number;
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (v: Values) => void;
}) => {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(bodySchema(applyPromotion)) as never,
    defaultValues: { id, note: '' },
  });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const noteError = form.formState.errors.note ? t('promo.note_too_long', { max: PROMOTION_REMARK_MAX }) : null;
  return (
    <Modal open={open} onClose={onClose} title={t('promo.apply_title')} size="sm">
      <form className="form" noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
        <div className={`field${noteError ? ' has-error' : ''}`}>
          <label htmlFor="promo-note">{t('promo.note')}</label>
          <textarea id="promo-note" rows={3} maxLength={PROMOTION_REMARK_MAX + 20} {...form.register('note')} />
          <p className={noteError ? 'field__error' : 'field__hint'} role={noteError ? 'alert' : undefined}>
            {noteError ?? t('promo.note_hint', { length: note.length, max: PROMOTION_REMARK_MAX })}
          </p>
        </div>
        <FormError message={error} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {t('promo.action.apply')}
        </button>
      </form>
    </Modal>
  );
};
