import { lazy, Suspense, useId } from 'react';
import { loadChunk } from '../app/chunk-load.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { LeadFormProps } from './LeadForms.tsx';

/** The lead forms and the phone input (libphonenumber-js) are their own chunk. */
const loadLeadForms = () => loadChunk(() => import('./LeadForms.tsx'));
const LeadForm = lazy(() => loadLeadForms().then((module) => ({ default: module.LeadForm })));

/** Starts loading the lead form's chunk early (the result screen opens the modal at once). */
export const prefetchLeadForm = () => void loadLeadForms().catch(() => {});

/** The lead form's props (its heading id is the modal's own), and the modal's. */
interface LeadModalProps extends Omit<LeadFormProps, 'headingId'> {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The contact-details modal over the result (docs/product/shared-screens.md, state-machines.md#simulation-flow). */
export function LeadModal({ open, onClose, ...form }: LeadModalProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!form.submitting) onClose();
      }}
      label={t(form.purpose === 'results' ? 'lead.headingResults' : 'lead.headingContinue')}
    >
      <ChunkBoundary>
        <Suspense
          fallback={
            <div className="al-lead-loading">
              <Spinner />
            </div>
          }
        >
          <LeadForm {...form} headingId={headingId} />
        </Suspense>
      </ChunkBoundary>
    </Modal>
  );
}
