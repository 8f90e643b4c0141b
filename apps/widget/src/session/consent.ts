import { CONSENT_VERSION } from '@afterlook/domain';
import { useWidgetEnv } from './widget-env.tsx';

/**
 * Records that the patient continued past the consent line (ui/ConsentLine.tsx): the
 * version of its words is kept for this visit and sent with the lead (consent_version).
 */
export function useRecordConsent(): () => void {
  const { session } = useWidgetEnv();
  return () => {
    session.consentVersion = CONSENT_VERSION;
  };
}
