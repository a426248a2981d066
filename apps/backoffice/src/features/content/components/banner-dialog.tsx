import {
  announcementInputSchema,
  BANNER_GROUPS,
  type ContentAnnouncement,
  type Language,
  LINKAGE_TYPES,
} from '@pagoda/contracts';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useSaveAnnouncement } from '../api/announcements';
import { IMAGE_ACCEPT, imageProblem, useUploadImage } from '../api/images';
import { ContentDialog } from './content-dialog';
import { LanguageTabs } from './language-tabs';
import { ScheduleFields } from './schedule-fields';
import { draftOf, type FieldIssue, issuesByPath, textsOf, useTextsDraft } from './texts-state';

/** Add or edit a banner: image upload with a preview, group, titles per language, link and schedule. */
export const BannerDialog = ({
  banner,
  group,
  languages,
  onClose,
}: {
  banner: ContentAnnouncement | null;
  group: string;
  languages: readonly Language[];
  onClose: () => void;
}) => {
  const { t } = useTranslation('content');
  const toast = useToast();
  const save = useSaveAnnouncement();
  const upload = useUploadImage();
  const fileId = useId();
  const texts = useTextsDraft(draftOf(banner?.texts), languages);
  const [form, setForm] = useState({
    groupName: banner?.groupName ?? group,
    imageUrl: banner?.imageUrl ?? '',
    linkageType: banner?.linkageType ?? null,
    linkage: banner?.linkage ?? '',
    enabled: banner?.enabled ?? true,
    startAt: banner?.startAt ?? null,
    endAt: banner?.endAt ?? null,
  });
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setUploadError(t(problem === 'type' ? 'banners.badType' : 'banners.badSize'));
      return;
    }
    setUploadError(null);
    try {
      const { url } = await upload.mutateAsync(file);
      setForm((f) => ({ ...f, imageUrl: url }));
    } catch (err) {
      setUploadError(errorText(t, err));
    }
  };

  const submit = async () => {
    const parsed = announcementInputSchema.safeParse({
      type: 'B',
      ...form,
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
      await save.mutateAsync({ id: banner?.id ?? null, body: parsed.data });
      toast.success(t('common.saved'));
      onClose();
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <ContentDialog
      open
      title={t(banner ? 'banners.edit' : 'banners.add')}
      busy={save.isPending || upload.isPending}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="content-row">
        <FormField label={t('banners.group')}>
          <select
            className="input"
            value={form.groupName}
            onChange={(e) => setForm({ ...form, groupName: e.target.value })}
          >
            {BANNER_GROUPS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </FormField>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
          />
          {t('common.enabled')}
        </label>
      </div>

      <fieldset className="content-fieldset">
        <legend>{t('banners.image')}</legend>
        <div className="content-upload">
          <div className="content-upload__preview">
            {form.imageUrl ? (
              <img src={form.imageUrl} alt={t('banners.thumbnail')} />
            ) : (
              <span className="muted">{t('banners.noImage')}</span>
            )}
          </div>
          <div className="content-upload__controls">
            <label htmlFor={fileId} className="button">
              <Upload size={14} aria-hidden />
              {upload.isPending ? t('banners.uploading') : t('banners.upload')}
            </label>
            <input
              id={fileId}
              type="file"
              accept={IMAGE_ACCEPT}
              className="visually-hidden"
              aria-describedby={`${fileId}-hint`}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <p id={`${fileId}-hint`} className="field__hint">
              {t('banners.uploadHint')}
            </p>
            {uploadError ? (
              <p className="field__error" role="alert">
                {uploadError}
              </p>
            ) : null}
            <FormField label={t('banners.imageUrl')} error={issues.imageUrl}>
              <input
                className="input"
                value={form.imageUrl}
                maxLength={500}
                onChange={(e) => setForm({ ...form, imageUrl: e.target.value })}
              />
            </FormField>
          </div>
        </div>
      </fieldset>

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
      </LanguageTabs>

      <div className="content-row">
        <FormField label={t('banners.linkType')}>
          <select
            className="input"
            value={form.linkageType ?? ''}
            onChange={(e) =>
              setForm({ ...form, linkageType: (e.target.value || null) as (typeof LINKAGE_TYPES)[number] | null })
            }
          >
            <option value="">{t('linkage.none')}</option>
            {LINKAGE_TYPES.map((l) => (
              <option key={l} value={l}>
                {t(`linkage.${l}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('banners.linkTarget')} hint={t('banners.linkHint')} error={issues.linkage}>
          <input
            className="input"
            value={form.linkage}
            maxLength={500}
            disabled={!form.linkageType}
            onChange={(e) => setForm({ ...form, linkage: e.target.value })}
          />
        </FormField>
      </div>

      <ScheduleFields
        startAt={form.startAt}
        endAt={form.endAt}
        endError={issues.endAt}
        onChange={(v) => setForm({ ...form, ...v })}
      />
    </ContentDialog>
  );
};
