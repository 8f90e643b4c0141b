import { joinFullName, type Procedure } from '@afterlook/domain';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { newPhotoId } from '../photo/photo-source.ts';
import { useClinic, useWidgetEnv } from '../session/widget-env.tsx';
import { formUserId, type LeadDetails } from './build-lead-submission.ts';
import { prefetchLeadForm } from './LeadModal.tsx';
import type { LeadDraft } from './lead-machine.ts';
import type { LeadActor } from './use-lead.ts';

/** What the lead is about: the picture the patient sees a result for. */
export interface LeadSubject {
  readonly procedure: Procedure;
  readonly uploadType: LeadDraft['uploadType'];
  /** The sample model's URL; null for the patient's own photo. */
  readonly imageUrl: string | null;
  /** The integration's email for the patient, if it knows one. */
  readonly email: string | null;
  /** The simulation's upload batch, waited for if it still runs (null: none). */
  readonly batchId: () => Promise<string | null>;
}

/**
 * The lead form beside a result (docs/product/state-machines.md#lead-forms): it opens until the lead is in, closes
 * when an attempt settles (the lead machine says so), and 'User Details Captured' is
 * tracked on success. The screen only renders what this returns.
 */
export function useLeadForm(lead: LeadActor, subject: LeadSubject) {
  const { analytics, formName } = useClinic();
  const { browser } = useWidgetEnv();
  const state = useSelector(lead, (snapshot) => snapshot.value);
  const failed = useSelector(lead, (snapshot) => snapshot.context.failed);
  const patientUuid = useSelector(lead, (snapshot) => snapshot.context.patientUuid);
  const submitted = state === 'submitted';
  const [open, setOpen] = useState(!submitted);
  const { procedure } = subject;

  useEffect(() => {
    if (!submitted) prefetchLeadForm();
  }, [submitted]);

  useEffect(() => {
    const subscriptions = [
      lead.on('leadSubmitted', ({ details }) => {
        setOpen(false);
        analytics.submitted({
          name: details ? joinFullName(details.firstName, details.lastName) : '',
          phone: details?.phone ?? '',
          procedure,
        });
      }),
      lead.on('leadFailed', () => setOpen(false)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [lead, analytics, procedure]);

  const submit = (details: LeadDetails) =>
    lead.send({
      type: 'submit',
      draft: {
        details,
        formName,
        formUserId: formUserId(browser.localStorage, newPhotoId),
        batchId: subject.batchId(),
        uploadType: subject.uploadType,
        procedure,
        imageUrl: subject.imageUrl,
        email: subject.email,
      },
    });

  return {
    /** Whether the form is shown (the screen also hides it once the lead is in). */
    open,
    show: () => setOpen(true),
    hide: () => setOpen(false),
    submit,
    submitted,
    submitting: state === 'submitting',
    sessionExpired: state === 'sessionExpired',
    /** The last attempt failed: 'Failed to submit form. Please try again.' */
    failed,
    patientUuid,
  };
}
