import { SAVED_LEAD_VIEW_NAME_MAX } from '@afterlook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { LoadError } from '../../components/status.tsx';
import { TextField } from '../../components/text-field.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import type { LeadFilterState } from './lead-filters.ts';
import { fromSavedFilters, toSavedFilters } from './saved-view-filters.ts';

const VIEWS_KEY = ['lead-views'] as const;

/**
 * The signed-in member's saved views of the list (kept on the server, theirs alone):
 * opening one applies its filters; the filters shown can be saved under a name.
 */
export function SavedViews({
  filters,
  onApply,
}: {
  filters: LeadFilterState;
  onApply: (next: LeadFilterState) => void;
}) {
  const { t } = useI18n();
  const texts = t.dashboardLeads.list;
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState('');
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState('');
  const views = useQuery({ queryKey: VIEWS_KEY, queryFn: () => api.listLeadViews() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: VIEWS_KEY });
  const save = useMutation({
    mutationFn: () => api.saveLeadView({ name, filters: toSavedFilters(filters) }),
    onSuccess: (view) => {
      setNaming(false);
      setName('');
      setOpenId(view.id);
      setSaved(fill(texts.viewSaved, { name: view.name }));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteLeadView(id),
    onSuccess: () => {
      setOpenId('');
      void refresh();
    },
  });
  const list = views.data?.views ?? [];
  const open = list.find((view) => view.id === openId);

  const onOpen = (id: string) => {
    setSaved('');
    setOpenId(id);
    const view = list.find((entry) => entry.id === id);
    if (view) onApply(fromSavedFilters(view.filters));
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate();
  };

  return (
    <div className="saved-views">
      {list.length > 0 ? (
        <label className="field">
          <span>{texts.views}</span>
          <select value={openId} onChange={(event) => onOpen(event.target.value)}>
            <option value="">{texts.viewOpen}</option>
            {list.map((view) => (
              <option key={view.id} value={view.id}>
                {view.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {open ? (
        <button
          type="button"
          className="button button-quiet"
          disabled={remove.isPending}
          onClick={() => remove.mutate(open.id)}
        >
          {fill(texts.viewDelete, { name: open.name })}
        </button>
      ) : null}
      {naming ? (
        <form className="inline-form" onSubmit={onSave}>
          <TextField
            label={texts.viewName}
            name="view-name"
            value={name}
            maxLength={SAVED_LEAD_VIEW_NAME_MAX}
            onChange={setName}
          />
          <button type="submit" className="button" disabled={save.isPending || !name.trim()}>
            {texts.viewSave}
          </button>
          <button type="button" className="button button-quiet" onClick={() => setNaming(false)}>
            {texts.viewCancel}
          </button>
        </form>
      ) : (
        <button type="button" className="button button-quiet" onClick={() => setNaming(true)}>
          {texts.viewSaveStart}
        </button>
      )}
      <p className="form-status" role="status">
        {saved}
      </p>
      {save.error ? <LoadError error={save.error} /> : null}
      {remove.error ? <LoadError error={remove.error} /> : null}
    </div>
  );
}
