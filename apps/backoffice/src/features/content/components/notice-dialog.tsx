import { announcementInputSchema, type ContentAnnouncement, type Language } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useSaveAnnouncement } from '../api/announcements';
import { ContentDialog } from './content-dialog';
import { HtmlPreview } from './html-preview';
import { LanguageTabs } from './language-tabs';
import { ScheduleFields } from './schedule-fields';
import { draftOf, type FieldIssue, issuesByPath, textsOf, useTextsDraft } from './texts-state';

export const NOTICE_TYPES = ['PL', 'PU', 'PR', 'H'] as const;
type NoticeType = (typeof NOTICE_TYPES)[number];

/** Add or edit a notice: type, schedule, and per language a title and a rich-text body with its sanitised preview. */
export const NoticeDialog = ({
  notice,
  type,
  languages,
  onClose,
}: {
  notice: ContentAnnouncement | null;
  type: NoticeType;
  languages: readonly Language[];
  onClose: () => void;
}) => {
  const { t } = useTranslation('content');
  const toast = useToast();
  const save = useSaveAnnouncement();
  const texts = useTextsDraft(draftOf(notice?.texts), languages);
  const [form, setForm] = useState({
    type: (notice?.type as NoticeType | undefined) ?? type,
    enabled: notice?.enabled ?? true,
    startAt: notice?.startAt ?? null,
    endAt: notice?.endAt ?? null,
    audience: notice?.audience ?? 'ALL',
  });
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = announcementInputSchema.safeParse({
      ...form,
      // Only marquee notices (PL) can be for agents only: the agent centre lists those.
      audience: form.type === 'PL' ? form.audience : 'ALL',
      groupName: notice?.groupName ?? '',
      imageUrl: notice?.imageUrl ?? '',
      texts: textsOf(texts.draft, languages),
    });
    if (!parsed.success) {
      setIssues(issuesByPath(parsed.error.issues));
      setError(t('common.invalid'));
      return;
    }
    setIssues({});
    setError(null);
    try {
      await save.mutateAsync({ id: notice?.id ?? null, body: parsed.data });
      toast.success(t('common.saved'));
      onClose();
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <ContentDialog
      open
      title={t(notice ? 'notices.edit' : 'notices.add')}
      busy={save.isPending}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="content-row">
        <FormField label={t('notices.type')}>
          <select
            className="input"
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value as NoticeType })}
          >
            {NOTICE_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`types.${x}`)}
              </option>
            ))}
          </select>
        </FormField>
        {form.type === 'PL' ? (
          <FormField label={t('notices.audience')}>
            <select
              className="input"
              value={form.audience}
              onChange={(e) => setForm({ ...form, audience: e.target.value as 'ALL' | 'AGENTS' })}
            >
              <option value="ALL">{t('notices.audienceAll')}</option>
              <option value="AGENTS">{t('notices.audienceAgents')}</option>
            </select>
          </FormField>
        ) : null}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
          />
          {t('common.enabled')}
        </label>
      </div>
      <ScheduleFields
        startAt={form.startAt}
        endAt={form.endAt}
        endError={issues.endAt}
        onChange={(v) => setForm({ ...form, ...v })}
      />
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
        <div className="content-editor">
          <RichTextEditor
            key={texts.active}
            label={`${t('common.body')} (${texts.active})`}
            value={texts.current.content}
            onChange={(html: string) => texts.update({ content: html })}
          />
          <HtmlPreview html={texts.current.content} language={texts.active} />
        </div>
      </LanguageTabs>
    </ContentDialog>
  );
};
