import { PRIVACY_PATH } from '@afterlook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { useClinic } from '../session/widget-env.tsx';
import './consent-line.css';

/**
 * The consent line above the action that sends a photo (upload, scan): what the photo is
 * used for, that the clinic receives it, and the privacy policy (served by our server,
 * opened in a new tab so the flow stays where it is). Continuing is agreeing: the
 * action's handler records it (session/consent.ts).
 */
export function ConsentLine({ children }: { children: ReactNode }) {
  const { t, language } = useTranslation();
  const { clinic } = useClinic();
  return (
    <div className="al-consent">
      <p className="al-consent__line">
        {t('consent.line', { clinic: clinic.clinic_name })}{' '}
        <a href={`${PRIVACY_PATH}?lang=${language}`} target="_blank" rel="noopener">
          {t('consent.privacyLink')}
        </a>
      </p>
      {children}
    </div>
  );
}
