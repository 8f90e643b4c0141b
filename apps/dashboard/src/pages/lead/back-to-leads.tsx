import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';

/** What the leads list hands a lead it opens: the list's address (its page and filters). */
export interface FromLeadsList {
  readonly from?: string;
}

/**
 * "All leads". Opened from the list, it goes back in the tab's history, as the browser's
 * Back does: the list returns at the page, filters and scroll it was left at. Opened any
 * other way (a link, a new tab), it is a link to the list.
 */
export function BackToLeads() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const from = (useLocation().state as FromLeadsList | null)?.from;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!from || !plainClick) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={from ?? '/leads'} className="back-link" onClick={onClick}>
      ← {t.dashboardLeads.lead.back}
    </Link>
  );
}
