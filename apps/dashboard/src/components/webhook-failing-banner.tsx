import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../api/staff-client.ts';
import { fill, formatDateTime, useI18n } from '../i18n/i18n.tsx';
import { NOTIFICATIONS_KEY } from '../pages/notifications/notifications-key.ts';

/** How often every page asks whether webhook deliveries are (still) failing. */
const REFRESH_MS = 60_000;

/**
 * Shown on every page while the clinic's webhook deliveries keep failing (the server
 * opens the incident after a few failed tries in a row and ends it when a try goes
 * through): the leads are safe here, but the clinic's other system is not hearing of
 * them. Owners, who can fix the webhook, get a link to its deliveries.
 */
export function WebhookFailingBanner({ isOwner }: { isOwner: boolean }) {
  const { t, language } = useI18n();
  const texts = t.dashboardNotifications;
  const settings = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => api.getNotifications(),
    refetchInterval: REFRESH_MS,
  });
  const since = settings.data?.webhook_failing_since;
  if (!since) return null;
  return (
    <div className="notice notice-error webhook-banner" role="alert">
      <p>{fill(texts.webhookFailing, { since: formatDateTime(language, since) })}</p>
      {isOwner ? (
        <p>
          <Link to="/webhooks">{texts.webhookFailingLink}</Link>
        </p>
      ) : null}
    </div>
  );
}
