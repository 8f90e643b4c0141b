import { useTranslation } from '../i18n/i18n.ts';
import './no-origins-notice.css';

/**
 * A clinic with no website and no allowed origins can be embedded nowhere (its pages'
 * frame-ancestors list only our own origin): said plainly on the widget page opened on
 * its own, where the clinic's staff try it, instead of failing silently on their site.
 */
export function NoOriginsNotice({ allowedOrigins }: { allowedOrigins: readonly string[] }) {
  const { t } = useTranslation();
  if (allowedOrigins.length > 0 || window.top !== window) return null;
  return (
    <p className="al-no-origins" role="note">
      {t('layout.noAllowedOrigins')}
    </p>
  );
}
