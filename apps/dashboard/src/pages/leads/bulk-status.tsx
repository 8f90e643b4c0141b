import type { LeadStatus } from '@afterlook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { LeadStatusSelect } from '../../components/lead-bits.tsx';
import { LoadError } from '../../components/status.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';

/**
 * Above the list when leads are checked: moves them all to one status in one call (the
 * server moves all or none, each audited and told to the webhook).
 */
export function BulkStatusBar({
  selected,
  onDone,
}: {
  selected: readonly string[];
  onDone: () => void;
}) {
  const { t } = useI18n();
  const texts = t.dashboardLeads.list;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LeadStatus>('contacted');
  const statusId = useId();
  const move = useMutation({
    mutationFn: () => api.setLeadsStatus([...selected], status),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
      onDone();
    },
  });
  if (selected.length === 0) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate();
  };
  return (
    <form className="inline-form bulk-status" onSubmit={onSubmit}>
      <label className="field" htmlFor={statusId}>
        <span>{fill(texts.bulkSelected, { count: selected.length })}</span>
      </label>
      <div className="inline-row">
        <LeadStatusSelect id={statusId} value={status} onChange={setStatus} />
        <button type="submit" className="button button-primary" disabled={move.isPending}>
          {texts.bulkApply}
        </button>
        <button type="button" className="button button-quiet" onClick={onDone}>
          {texts.bulkClear}
        </button>
      </div>
      {move.error ? <LoadError error={move.error} /> : null}
    </form>
  );
}
