import { OPERATOR_PERMISSIONS, type OperatorPermission } from '@pagoda/contracts';
import { Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { type RoleBody, useDeleteRole, useRoles, useSaveRole } from '../api/roles';
import '../roles.css';

/** The catalogue grouped by area (the part before the dot): members, payments, money… */
const GROUPS = OPERATOR_PERMISSIONS.reduce<Record<string, OperatorPermission[]>>((acc, p) => {
  const area = p.split('.')[0]!;
  (acc[area] ??= []).push(p);
  return acc;
}, {});

/** Built-in roles (read-only) and the brand's custom roles, built from a permission checklist. */
const RolesPage = () => {
  const { t } = useTranslation('roles');
  const toast = useToast();
  const roles = useRoles();
  const save = useSaveRole();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<{ body: RoleBody; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const toggle = (p: OperatorPermission, on: boolean) =>
    editing &&
    setEditing({
      ...editing,
      body: {
        ...editing.body,
        permissions: on ? [...editing.body.permissions, p] : editing.body.permissions.filter((x) => x !== p),
      },
    });

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Can permission="operators.write">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setFormError(null);
                setEditing({ body: { key: '', name: '', permissions: [] }, isNew: true });
              }}
            >
              <Plus aria-hidden size={16} /> {t('create')}
            </button>
          </Can>
        }
      />
      {roles.error ? (
        <p className="form-error" role="alert">
          {errorText(t, roles.error)}
        </p>
      ) : null}
      <div className="roles-list">
        {(roles.data ?? []).map((r) => (
          <section key={r.key} className="card" aria-labelledby={`role-${r.key}`}>
            <div className="roles-card__head">
              <h2 id={`role-${r.key}`} className="roles-card__title">
                {r.name} <span className="muted">({r.key})</span>
              </h2>
              <div className="roles-card__actions">
                <span className="muted">{t('operators', { count: r.operators })}</span>
                {r.builtin ? (
                  <StatusBadge tone="info">
                    <Lock aria-hidden size={12} /> {t('builtin')}
                  </StatusBadge>
                ) : (
                  <Can permission="operators.write">
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('edit', { key: r.key })}
                      title={t('edit', { key: r.key })}
                      onClick={() => {
                        setFormError(null);
                        setEditing({ body: { key: r.key, name: r.name, permissions: r.permissions }, isNew: false });
                      }}
                    >
                      <Pencil aria-hidden size={16} />
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('delete', { key: r.key })}
                      title={t('delete', { key: r.key })}
                      onClick={() => setDeleting(r.key)}
                    >
                      <Trash2 aria-hidden size={16} />
                    </button>
                  </Can>
                )}
              </div>
            </div>
            <ul className="roles-perms" aria-label={t('permissionsOf', { key: r.key })}>
              {r.permissions.map((p) => (
                <li key={p}>
                  <span className="badge badge--neutral">{t(`permission.${p.replace('.', '_')}`)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <ConfirmDialog
        open={editing !== null}
        title={editing?.isNew ? t('create') : t('edit', { key: editing?.body.key ?? '' })}
        confirmLabel={t('common:actions.save')}
        busy={save.isPending}
        onCancel={() => setEditing(null)}
        onConfirm={async () => {
          if (!editing) return;
          try {
            await save.mutateAsync({
              body: { ...editing.body, key: editing.body.key.trim().toUpperCase(), name: editing.body.name.trim() },
              isNew: editing.isNew,
            });
            setEditing(null);
            toast.success(t('saved'));
          } catch (err) {
            setFormError(errorText(t, err));
          }
        }}
      >
        {editing ? (
          <div className="roles-dialog">
            {editing.isNew ? (
              <FormField label={t('field.key')} hint={t('field.keyHint')}>
                <input
                  className="input"
                  value={editing.body.key}
                  onChange={(e) => setEditing({ ...editing, body: { ...editing.body, key: e.target.value } })}
                  required
                />
              </FormField>
            ) : null}
            <FormField label={t('field.name')}>
              <input
                className="input"
                value={editing.body.name}
                onChange={(e) => setEditing({ ...editing, body: { ...editing.body, name: e.target.value } })}
                required
              />
            </FormField>
            <div className="roles-groups">
              {Object.entries(GROUPS).map(([area, perms]) => (
                <fieldset key={area}>
                  <legend>{t(`area.${area}`)}</legend>
                  {perms.map((p) => (
                    <label key={p} className="checkbox">
                      <input
                        type="checkbox"
                        checked={editing.body.permissions.includes(p)}
                        onChange={(e) => toggle(p, e.target.checked)}
                      />{' '}
                      {t(`permission.${p.replace('.', '_')}`)}
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
            {formError ? (
              <p className="form-error" role="alert">
                {formError}
              </p>
            ) : null}
          </div>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t('delete', { key: deleting ?? '' })}
        tone="danger"
        confirmLabel={t('common:actions.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting);
            setDeleting(null);
            toast.success(t('deleted'));
          } catch (err) {
            toast.error(errorText(t, err));
          }
        }}
      >
        <p>{t('deleteBody')}</p>
      </ConfirmDialog>
    </>
  );
};

export default RolesPage;
