import {
  type DoctorChatFormValue,
  type PhoneCountries,
  validateDoctorChatForm,
} from '@afterlook/domain';
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
  /** Where the clinic takes phone numbers from: the optional mobile is read for them. */
  readonly phoneCountries: PhoneCountries;
}

/**
 * The inline 'Schedule a Consultation' form (docs/product/doctor-chat.md, validation.md): First Name*, Last Name*,
 * Email* (an email input), Mobile Number (optional). A missing required field gives
 * 'Please fill all required fields: First Name, Last Name, and Email.'; a failed submit
 * 'There was an issue submitting the form. Please try again later.'
 */
type FieldName = 'firstName' | 'lastName' | 'email' | 'mobile';

/** The form's fields in order (docs/product/doctor-chat.md); the starred ones are required (§5). */
const FIELDS: readonly {
  readonly name: FieldName;
  readonly autoComplete: string;
  readonly type: 'text' | 'email' | 'tel';
  readonly required: boolean;
}[] = [
  { name: 'firstName', autoComplete: 'given-name', type: 'text', required: true },
  { name: 'lastName', autoComplete: 'family-name', type: 'text', required: true },
  { name: 'email', autoComplete: 'email', type: 'email', required: true },
  { name: 'mobile', autoComplete: 'tel', type: 'tel', required: false },
];

const EMPTY: Readonly<Record<FieldName, string>> = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
};

export function ConsultationForm({ lead, onSubmit, phoneCountries }: ConsultationFormProps) {
  const { t, language } = useTranslation();
  const submitting = useSelector(lead, (snapshot) => snapshot.matches('submitting'));
  const failed = useSelector(lead, (snapshot) => snapshot.context.failed);
  const [values, setValues] = useState(EMPTY);
  const [rule, setRule] = useState<string | null>(null);
  const form = useRef<HTMLFormElement | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateDoctorChatForm(values, language, phoneCountries);
    if (!checked.ok) {
      setRule(checked.error);
      return;
    }
    setRule(null);
    // The email's format is the email input's own rule (docs/product/validation.md): the browser says why.
    const emailInput = form.current?.elements.namedItem('email');
    if (emailInput instanceof HTMLInputElement && !emailInput.checkValidity()) {
      emailInput.reportValidity();
      return;
    }
    onSubmit(checked.value);
  };

  const field = ({ name, autoComplete, type, required }: (typeof FIELDS)[number]) => {
    const label = t(`chatScreen.consultation.${name}`);
    return (
      <TextField
        key={name}
        label={required ? `${label}*` : label}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(value) => {
          setValues((current) => ({ ...current, [name]: value }));
          // The rule's message stays until the patient edits a field again.
          setRule(null);
        }}
        disabled={submitting}
        error={null}
        required={required}
      />
    );
  };
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
      {/* First and last name side by side, then email and mobile. */}
      <div className="al-lead__row">{FIELDS.slice(0, 2).map(field)}</div>
      {FIELDS.slice(2).map(field)}
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
