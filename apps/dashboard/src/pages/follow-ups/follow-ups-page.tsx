import type { AdminFollowUp } from '@afterlook/api';
import { NOT_CAPTURED, procedureDisplayName } from '@afterlook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { fill, formatDateTime, useI18n } from '../../i18n/i18n.tsx';

type Tab = 'open' | 'done';

/**
 * Promises the widget made (e.g. 'your visualization will be emailed within 12 hours'):
 * tasks with their deadline and the patient's contact, soonest due first, until someone
 * marks them done (who and when are kept).
 */
export default function FollowUpsPage() {
  const { t } = useI18n();
  const texts = t.dashboardLeads.followUps;
  const [tab, setTab] = useState<Tab>('open');
  const followUps = useQuery({
    queryKey: ['follow-ups', tab],
    queryFn: () => api.listFollowUps(tab),
  });
  return (
    <>
      <PageHeader title={t.dashboard.nav.followUps} />
      <p className="muted">{texts.intro}</p>
      <fieldset className="segmented">
        <legend className="visually-hidden">{texts.tabs}</legend>
        {(['open', 'done'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={tab === option}
            onClick={() => setTab(option)}
          >
            {texts[option]}
          </button>
        ))}
      </fieldset>
      {followUps.isPending ? (
        <Loading />
      ) : followUps.isError ? (
        <LoadError error={followUps.error} onRetry={() => followUps.refetch()} />
      ) : followUps.data.follow_ups.length === 0 ? (
        <p className="empty">{tab === 'open' ? texts.none : texts.noneDone}</p>
      ) : (
        <ul className="plain-list task-list">
          {followUps.data.follow_ups.map((task) => (
            <FollowUpItem key={task.id} task={task} />
          ))}
        </ul>
      )}
    </>
  );
}

function FollowUpItem({ task }: { task: AdminFollowUp }) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.followUps;
  const queryClient = useQueryClient();
  const markDone = useMutation({
    mutationFn: () => api.markFollowUpDone(task.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['follow-ups'] }),
  });
  const overdue = task.done_at === null && new Date(task.due_at).getTime() < Date.now();
  const contact = [task.email, task.phone].filter((value) => value && value !== NOT_CAPTURED);
  return (
    <li className="card task" data-overdue={overdue}>
      <div className="task-main">
        <h2 className="task-title">
          {task.kind === 'urgent_chat' ? (
            <span className="tag tag-danger">{texts.urgent}</span>
          ) : null}{' '}
          {texts.kinds[task.kind]}
        </h2>
        {task.reason ? <p>{texts.reasons[task.reason]}</p> : null}
        <p>
          <strong>{task.name}</strong>
          {contact.length > 0 ? ` · ${contact.join(' · ')}` : ''}
        </p>
        <p className="muted small">
          {task.procedure ? `${procedureDisplayName(task.procedure, language)} · ` : ''}
          {fill(texts.created, { date: formatDateTime(language, task.created_at) })}
        </p>
      </div>
      <div className="task-side">
        {task.done_at ? (
          <p className="muted small">
            {fill(texts.doneBy, {
              date: formatDateTime(language, task.done_at),
              who: task.done_by ?? '—',
            })}
          </p>
        ) : (
          <>
            <p className={overdue ? 'due due-overdue' : 'due'}>
              {overdue ? <span className="tag tag-danger">{texts.overdue}</span> : null}
              {fill(texts.due, { date: formatDateTime(language, task.due_at) })}
            </p>
            <ActionButton
              label={texts.markDone}
              pendingLabel={texts.marking}
              pending={markDone.isPending}
              onClick={() => markDone.mutate()}
            />
            {markDone.isError ? <LoadError error={markDone.error} /> : null}
          </>
        )}
      </div>
    </li>
  );
}
