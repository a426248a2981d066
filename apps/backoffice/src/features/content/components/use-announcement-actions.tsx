import type { ContentAnnouncement } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { useDeleteAnnouncement, useMoveAnnouncement, useSetAnnouncementEnabled } from '../api/announcements';
import { titleOf } from './announcement-cells';

/** Show/hide, move and delete (with its confirmation) for a grid of banners or notices. */
export const useAnnouncementActions = () => {
  const { t } = useTranslation('content');
  const toast = useToast();
  const setEnabled = useSetAnnouncementEnabled();
  const move = useMoveAnnouncement();
  const remove = useDeleteAnnouncement();
  const [deleting, setDeleting] = useState<ContentAnnouncement | null>(null);

  const fail = (err: unknown) => toast.error(errorText(t, err));
  return {
    toggle: (a: ContentAnnouncement) => setEnabled.mutate({ id: a.id, enabled: !a.enabled }, { onError: fail }),
    move: (a: ContentAnnouncement, by: -1 | 1) =>
      move.mutate({ id: a.id, type: a.type, groupName: a.groupName, by }, { onError: fail }),
    askDelete: setDeleting,
    dialog: (
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        confirmLabel={t('common:actions.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t('common.deleted'));
            setDeleting(null);
          } catch (err) {
            fail(err);
          }
        }}
      >
        {deleting ? t('common.deleteConfirm', { title: titleOf(deleting) }) : null}
      </ConfirmDialog>
    ),
  };
};
