import { PROVIDER } from '../config.ts';
import { useTranslation } from '../i18n/i18n.ts';
import './powered-by.css';

/** The 'Powered by' link to the provider, a small themed pill under a screen's actions. */
export function PoweredBy() {
  const { t } = useTranslation();
  return (
    <a className="al-powered-by" href={PROVIDER.url} target="_blank" rel="noopener noreferrer">
      <span className="al-powered-by__label">{t('layout.poweredBy')}</span>{' '}
      <span className="al-powered-by__name">{PROVIDER.name}</span>
      <span className="al-visually-hidden"> ({t('layout.opensInNewTab')})</span>
    </a>
  );
}
