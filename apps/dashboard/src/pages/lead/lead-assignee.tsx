import type { AdminLead } from '@afterlook/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { LoadError } from '../../components/status.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { assigneeChoices } from './assignee-choices.ts';

/** The lead's "Assigned to": one active member of the clinic, or nobody. */
export function LeadAssigneeForm({ lead }: { lead: AdminLead }) {
  const { t } = useI18n();
  const texts = t.dashboardLeads.lead;
  const queryClient = useQueryClient();
  const current = lead.assigned_to?.staff_id ?? '';
  const [chosen, setChosen] = useState(current);
  const [saved, setSaved] = useState(false);
  const selectId = useId();
  const staff = useQuery({ queryKey: ['admin', 'staff'], queryFn: () => api.listStaff() });
  const save = useMutation({
    mutationFn: (staffId: string) => api.assignLead(lead.patient_uuid, staffId || null),
    onSuccess: (next) => {
      queryClient.setQueryData(['lead', next.patient_uuid], next);
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
      setSaved(true);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (chosen !== current) save.mutate(chosen);
  };
  const choices = assigneeChoices(staff.data?.staff ?? [], lead.assigned_to);

  return (
    <form className="inline-form" onSubmit={onSubmit}>
      <label className="field" htmlFor={selectId}>
        <span>{texts.assignedTo}</span>
      </label>
      <div className="inline-row">
        <select
          id={selectId}
          className="input"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{texts.assignNobody}</option>
          {choices.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="button button-primary"
          disabled={save.isPending || chosen === current}
        >
          {texts.saveAssignee}
        </button>
      </div>
      <p className="form-status" role="status">
        {saved ? texts.assigneeSaved : null}
      </p>
      {save.error ? <LoadError error={save.error} /> : null}
    </form>
  );
}
