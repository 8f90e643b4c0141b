import { type DoctorChatFormValue, validateDoctorChatForm } from '@afterlook/domain';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { TextField } from '../../lead/TextField.tsx';
import type { LeadActor } from '../../lead/use-lead.ts';
import { Button } from '../../ui/Button.tsx';
import '../../lead/lead.css';

interface ConsultationFormProps {
  /** The lead being sent (the chat machine's child): submitting, failed. */
  readonly lead: LeadActor;
  readonly onSubmit: (value: DoctorChatFormValue) => void;
}

/**
 * The inline 'Schedule a Consultation' form (SPEC.md §2.6, §5): First Name*, Last Name*,
 * Email* (an email input), Mobile Number (optional). A missing required field gives
 * 'Please fill all required fields: First Name, Last Name, and Email.'; a failed submit
 * 'There was an issue submitting the form. Please try again later.'
 */
export function ConsultationForm({ lead, onSubmit }: ConsultationFormProps) {
  const { t, language } = useTranslation();
  const submitting = useSelector(lead, (snapshot) => snapshot.matches('submitting'));
  const failed = useSelector(lead, (snapshot) => snapshot.context.failed);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [rule, setRule] = useState<string | null>(null);
  const form = useRef<HTMLFormElement | null>(null);

  // The rule's message stays until the patient edits a field again.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRule(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateDoctorChatForm({ firstName, lastName, email, mobile }, language);
    if (!checked.ok) {
      setRule(checked.error);
      return;
    }
    setRule(null);
    // The email's format is the email input's own rule (SPEC.md §5): the browser says why.
    const emailInput = form.current?.elements.namedItem('email');
    if (emailInput instanceof HTMLInputElement && !emailInput.checkValidity()) {
      emailInput.reportValidity();
      return;
    }
    onSubmit(checked.value);
  };

  const required = (label: string) => `${label}*`;
  return (
    <form
      ref={form}
      className="al-doctor-consultation"
      aria-labelledby="al-doctor-consultation"
      noValidate
      onSubmit={submit}
    >
      <h2 className="al-doctor-consultation__title" id="al-doctor-consultation">
        {t('chatScreen.consultation.title')}
      </h2>
      <div className="al-lead__row">
        <TextField
          label={required(t('chatScreen.consultation.firstName'))}
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={edit(setFirstName)}
          disabled={submitting}
          error={null}
        />
        <TextField
          label={required(t('chatScreen.consultation.lastName'))}
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={edit(setLastName)}
          disabled={submitting}
          error={null}
        />
      </div>
      <TextField
        label={required(t('chatScreen.consultation.email'))}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={edit(setEmail)}
        disabled={submitting}
        error={null}
      />
      <TextField
        label={t('chatScreen.consultation.mobile')}
        name="mobile"
        type="tel"
        autoComplete="tel"
        value={mobile}
        onChange={edit(setMobile)}
        disabled={submitting}
        error={null}
        required={false}
      />
      {rule || failed ? (
        <p className="al-chat-error" role="alert">
          {rule ?? t('errors.chatbotSubmitFailed')}
        </p>
      ) : null}
      <Button type="submit" block loading={submitting}>
        {t('chatScreen.consultation.submit')}
      </Button>
    </form>
  );
}
