import { operatorMemberNotes, type OperationValue } from '@pagoda/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { FormField } from '../../../components/form-field';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useAddMemberNote } from '../api/add-member-note';

type Note = OperationValue<typeof operatorMemberNotes>['list'][number];
const NOTE_MAX = 2000;

/** Operators' notes: append-only (no edit, no delete), each one audited. */
export const NotesTab = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('members');
  const toast = useToast();
  const add = useAddMemberNote(memberId);
  const [body, setBody] = useState('');
  const columns = useMemo<GridColumn<Note>[]>(
    () => [
      { id: 'time', header: t('col.time'), sortable: true, value: (r) => formatDateTime(r.time) },
      { id: 'author', header: t('notes.author') },
      { id: 'body', header: t('notes.body') },
    ],
    [t],
  );
  return (
    <>
      <Can permission="members.write">
        <form
          className="members-note-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!body.trim()) return;
            add.mutate(body.trim(), {
              onSuccess: () => {
                setBody('');
                toast.success(t('notes.added'));
              },
              onError: (err) => toast.error(errorText(t, err)),
            });
          }}
        >
          <FormField label={t('notes.body')} hint={t('notes.hint')}>
            <textarea className="input" value={body} maxLength={NOTE_MAX} onChange={(e) => setBody(e.target.value)} />
          </FormField>
          <div>
            <button type="submit" className="button button--primary" disabled={add.isPending || !body.trim()}>
              {t('notes.add')}
            </button>
          </div>
        </form>
      </Can>
      <DataGrid
        operation={operatorMemberNotes}
        queryKey={['members', memberId]}
        filters={{ memberId }}
        columns={columns}
        rowKey={(r) => r.id}
        searchable={false}
        initialSort={{ id: 'time', desc: true }}
        caption={t('notes.caption')}
      />
    </>
  );
};
