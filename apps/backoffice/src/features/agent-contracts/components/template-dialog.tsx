import { operatorSaveContractTemplate } from '@pagoda/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldErrorKey } from '../../../components/form-field';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useSaveContractTemplate } from '../api/agent-contracts';
import { contractResolver } from '../lib/contract-form';
import { type TemplateCell, type TermsForm, termsBodyOf, termsFormOf } from '../lib/contract-terms';
import { ContractDialog } from './contract-dialog';
import { TermsFields } from './terms-fields';

type TemplateForm = TermsForm & { maxRate: string };

/** Edits one agent type's template of a kind: its default terms and the highest rate its contracts may pay. */
export const TemplateDialog = ({ cell, onClose }: { cell: TemplateCell; onClose: () => void }) => {
  const { t } = useTranslation('agent-contracts');
  const toast = useToast();
  const save = useSaveContractTemplate();
  const { agentType, kind, template } = cell;
  const form = useForm<TemplateForm, unknown, Parameters<typeof save.mutateAsync>[0]>({
    mode: 'onTouched',
    defaultValues: { ...termsFormOf(template), maxRate: template ? String(template.maxRate) : '' },
    resolver: contractResolver(operatorSaveContractTemplate, (v: TemplateForm) => ({
      agentType,
      kind,
      maxRate: v.maxRate.trim(),
      ...termsBodyOf(kind, v),
    })),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(t('templates.saved'));
      onClose();
    } catch (err) {
      toast.error(errorText(t, err));
    }
  });
  const maxError = form.formState.errors.maxRate;
  return (
    <ContractDialog
      open
      title={t('templates.editTitle', { type: agentType, kind: t(`kinds.${kind}`) })}
      busy={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField
        label={t('templates.maxRate')}
        hint={t('templates.maxRateHint')}
        error={maxError ? t(`common:${fieldErrorKey(maxError) ?? 'form.invalid'}`) : undefined}
      >
        <input className="input contract-form__narrow" inputMode="decimal" {...form.register('maxRate')} />
      </FormField>
      <TermsFields form={form} kind={kind} />
    </ContractDialog>
  );
};
