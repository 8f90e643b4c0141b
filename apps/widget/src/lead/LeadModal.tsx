import type { LeadPrefill, PhoneCountries } from '@afterlook/domain';
import { lazy, Suspense, useId } from 'react';
import { loadChunk } from '../app/chunk-load.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { LeadDetails } from './build-lead-submission.ts';
import type { LeadFormKind } from './LeadForms.tsx';

/** The lead forms and the phone input (libphonenumber-js) are their own chunk. */
const loadLeadForms = () => loadChunk(() => import('./LeadForms.tsx'));
const LeadForm = lazy(() => loadLeadForms().then((module) => ({ default: module.LeadForm })));

/** Starts loading the lead form's chunk early (the result screen opens the modal at once). */
export const prefetchLeadForm = () => void loadLeadForms().catch(() => {});

interface LeadModalProps {
  readonly open: boolean;
  readonly kind: LeadFormKind;
  readonly purpose: 'results' | 'continue';
  readonly clinicName: string;
  readonly submitting: boolean;
  readonly onSubmit: (details: LeadDetails) => void;
  readonly onClose: () => void;
  readonly prefill?: LeadPrefill | null;
  readonly phoneCountries: PhoneCountries;
}

/** The contact-details modal over the result (docs/product/shared-screens.md, state-machines.md#simulation-flow). */
export function LeadModal({
  open,
  kind,
  purpose,
  clinicName,
  submitting,
  onSubmit,
  onClose,
  prefill,
  phoneCountries,
}: LeadModalProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!submitting) onClose();
      }}
      label={t(purpose === 'results' ? 'lead.headingResults' : 'lead.headingContinue')}
    >
      <ChunkBoundary>
        <Suspense
          fallback={
            <div className="al-lead-loading">
              <Spinner />
            </div>
          }
        >
          <LeadForm
            kind={kind}
            purpose={purpose}
            clinicName={clinicName}
            submitting={submitting}
            onSubmit={onSubmit}
            headingId={headingId}
            prefill={prefill}
            phoneCountries={phoneCountries}
          />
        </Suspense>
      </ChunkBoundary>
    </Modal>
  );
}
