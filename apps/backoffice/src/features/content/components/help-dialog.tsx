import { bodySchema, type HelpNode, type Language, operatorContentCreateHelp } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useSaveHelp } from '../api/help';
import { ContentDialog } from './content-dialog';
import { HtmlPreview } from './html-preview';
import { LanguageTabs } from './language-tabs';
import { draftOf, type FieldIssue, issuesByPath, textsOf, useTextsDraft } from './texts-state';

/** Add or edit a help category (parent none) or article: titles and bodies per language, with the preview. */
export const HelpDialog = ({
  node,
  parentId,
  categories,
  languages,
  onClose,
}: {
  node: HelpNode | null;
  parentId: number | null;
  categories: { id: number; title: string }[];
  languages: readonly Language[];
  onClose: () => void;
}) => {
  const { t } = useTranslation('content');
  const toast = useToast();
  const save = useSaveHelp();
  const texts = useTextsDraft(draftOf(node?.texts), languages);
  const [form, setForm] = useState({
    parentId: node ? node.parentId : parentId,
    tag: node?.tag ?? '',
    bgColor: node?.bgColor ?? '',
  });
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = bodySchema(operatorContentCreateHelp).safeParse({ ...form, texts: textsOf(texts.draft, languages) });
    if (!parsed.success) {
      setIssues(issuesByPath(parsed.error.issues));
      setError(t('common.invalid'));
      return;
    }
    setIssues({});
    setError(null);
    try {
      await save.mutateAsync({ id: node?.id ?? null, body: parsed.data });
      toast.success(t('common.saved'));
      onClose();
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  const isCategory = form.parentId === null;
  return (
    <ContentDialog
      open
      title={t(node ? 'help.editEntry' : isCategory ? 'help.addCategory' : 'help.addArticle')}
      busy={save.isPending}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="content-row">
        <FormField label={t('help.parent')}>
          <select
            className="input"
            value={form.parentId ?? ''}
            onChange={(e) => setForm({ ...form, parentId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('help.topLevel')}</option>
            {categories
              .filter((c) => c.id !== node?.id)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
          </select>
        </FormField>
        <FormField label={t('help.tag')} error={issues.tag}>
          <input
            className="input"
            value={form.tag}
            maxLength={32}
            onChange={(e) => setForm({ ...form, tag: e.target.value })}
          />
        </FormField>
        <FormField label={t('help.color')} error={issues.bgColor}>
          <input
            type="color"
            className="input content-color"
            value={form.bgColor || '#ffffff'}
            onChange={(e) => setForm({ ...form, bgColor: e.target.value })}
          />
        </FormField>
      </div>
      <LanguageTabs
        languages={languages}
        active={texts.active}
        onChange={texts.setActive}
        filled={texts.filled}
        label={t('common.languages')}
      >
        <FormField label={`${t('common.title')} (${texts.active})`} error={issues['texts.0.title'] ?? issues.texts}>
          <input
            className="input"
            value={texts.current.title}
            maxLength={200}
            onChange={(e) => texts.update({ title: e.target.value })}
          />
        </FormField>
        {isCategory ? null : (
          <div className="content-editor">
            <RichTextEditor
              key={texts.active}
              label={`${t('common.body')} (${texts.active})`}
              value={texts.current.content}
              onChange={(html: string) => texts.update({ content: html })}
            />
            <HtmlPreview html={texts.current.content} language={texts.active} />
          </div>
        )}
      </LanguageTabs>
    </ContentDialog>
  );
};
