import { type Procedure, procedureDisplayName, type RegionOfInterest } from '@afterlook/domain';
import { useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { MeasurementForm } from '../lead/MeasurementForm.tsx';
import { useLeadMeasurements } from '../lead/use-lead-measurements.ts';
import { useClinic } from '../session/widget-env.tsx';
import { Button } from '../ui/Button.tsx';
import { composeBeforeAfter, saveBlob } from './compose-before-after.ts';
import './after-lead.css';
import { FieldError } from '../lead/FieldError.tsx';

export interface AfterLeadProps {
  readonly procedure: Procedure;
  /** The stored lead's id (measurements are added to it). */
  readonly patientUuid: string | null;
  /** The pictures on screen, when there is a result to download. */
  readonly pictures: {
    readonly beforeUrl: string;
    readonly afterUrl: string;
    /** The result's close-up, drawn above the full photos. */
    readonly region: RegionOfInterest | null;
  } | null;
}

/**
 * What follows a submitted lead (issue 'Widget flows' §7): book a consultation on the
 * clinic's own scheduling page (hidden when it has none), download the before/after,
 * and the optional measurement form to help the surgeon prepare. The thanks itself is
 * the result screen's, above the picture, where the patient sees it at once.
 */
export function AfterLead({ procedure, patientUuid, pictures }: AfterLeadProps) {
  const { t, language } = useTranslation();
  const { clinic } = useClinic();
  const measurements = useLeadMeasurements(patientUuid);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!pictures) return;
    setDownloading(true);
    try {
      const blob = await composeBeforeAfter({
        ...pictures,
        clinicName: clinic.clinic_name,
        beforeLabel: t('afterLead.before'),
        afterLabel: t('afterLead.after'),
        closeUpLabel: t('result.closeUp'),
        fullLabel: t('result.fullPhoto'),
        footnote: `${procedureDisplayName(procedure, language)} · ${t('afterLead.disclaimer')}`,
      });
      saveBlob(blob, t('afterLead.downloadFile', { procedure: procedure.toLowerCase() }));
    } catch (error) {
      console.error('AfterLook: the before/after could not be drawn', error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section
      className="al-after-lead"
      aria-label={t('afterLead.heading', { clinic: clinic.clinic_name })}
    >
      <div className="al-after-lead__actions">
        {clinic.booking_url ? (
          <a
            className="al-button al-button--primary al-button--block"
            href={clinic.booking_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="al-button__label">{t('afterLead.book')}</span>
          </a>
        ) : null}
        {pictures ? (
          <Button block variant="secondary" loading={downloading} onClick={() => void download()}>
            {t('afterLead.download')}
          </Button>
        ) : null}
      </div>
      {patientUuid ? (
        measurements.state === 'saved' ? (
          <p className="al-after-lead__saved" role="status">
            {t('afterLead.saved')}
          </p>
        ) : measurements.state === 'closed' ? (
          <button type="button" className="al-after-lead__open" onClick={measurements.open}>
            {t('afterLead.prepareOpen')}
          </button>
        ) : (
          <>
            <MeasurementForm
              clinicName={clinic.clinic_name}
              saving={measurements.state === 'saving'}
              onSave={(values) => void measurements.save(values)}
            />
            <FieldError
              message={measurements.state === 'failed' ? t('afterLead.saveFailed') : null}
            />
          </>
        )
      ) : null}
    </section>
  );
}
