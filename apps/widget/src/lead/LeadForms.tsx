import {
  canSubmitDetailsForm,
  canSubmitLeadForm,
  joinFullName,
  type Language,
  type LeadPrefill,
  type PhoneCountries,
  phoneValidation,
  readPhoneNumber,
  splitFullName,
  validateDetailsName,
  validateDetailsPhone,
  validateFirstName,
  validateLastName,
} from '@afterlook/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import type { LeadDetails } from './build-lead-submission.ts';
import { PhoneInput } from './PhoneInput.tsx';
import { TextField } from './TextField.tsx';
import './lead.css';

/** Which lead form a flow asks for (docs/product/shared-screens.md, validation.md). */
export type LeadFormKind = 'details' | 'onboarding';

export interface LeadFormProps {
  readonly kind: LeadFormKind;
  /** 'results': 'Enter details to view the results' / 'View Results'; 'continue': 'Enter details to continue' / 'Submit'. */
  readonly purpose: 'results' | 'continue';
  readonly clinicName: string;
  readonly submitting: boolean;
  readonly onSubmit: (details: LeadDetails) => void;
  /** The heading's id, so the dialog can be named by it. */
  readonly headingId?: string;
  /** Starting values an integration passed in; the patient checks them and submits. */
  readonly prefill?: LeadPrefill | null;
  /** Where the clinic takes phone numbers from (clinic-info). */
  readonly phoneCountries: PhoneCountries;
}

/** The lead form a flow asks for, in the modal over the result (its own lazy chunk with the phone input). */
export function LeadForm(props: LeadFormProps) {
  return props.kind === 'details' ? <DetailsForm {...props} /> : <OnboardingLeadForm {...props} />;
}

interface LeadFormFrameProps {
  readonly form: LeadFormProps;
  /** Whether the submit button is enabled (each form has its own rule). */
  readonly canSubmit: boolean;
  readonly onSubmit: (event: FormEvent) => void;
  readonly children: ReactNode;
}

/** What both lead forms have around their fields: heading, submit button, privacy line. */
function LeadFormFrame({ form, canSubmit, onSubmit, children }: LeadFormFrameProps) {
  const { t } = useTranslation();
  const forResults = form.purpose === 'results';
  return (
    <form className="al-lead" onSubmit={onSubmit} noValidate>
      <h2 className="al-lead__heading" id={form.headingId}>
        {t(forResults ? 'lead.headingResults' : 'lead.headingContinue')}
      </h2>
      {children}
      <Button type="submit" block disabled={!canSubmit} loading={form.submitting}>
        {t(forResults ? 'lead.viewResults' : 'lead.submit')}
      </Button>
      <p className="al-lead__privacy">{t('lead.privacy', { clinic: form.clinicName })}</p>
    </form>
  );
}

/** The phone input's countries, as the clinic set them (lower-case iso2, as it takes them). */
const pickerCountries = ({ allowed, default_country }: PhoneCountries) => ({
  onlyCountries: allowed.map((code) => code.toLowerCase()),
  defaultCountry: default_country.toLowerCase(),
});

/**
 * The phone both lead forms end with, read for the clinic's countries. A number of a
 * country the clinic does not take is refused at once (it is never rewritten into
 * another country); any other problem shows once the patient submits that number.
 */
function useLeadPhone({ prefill, phoneCountries: countries }: LeadFormProps, language: Language) {
  const [phone, setPhone] = useState(prefill?.phoneDigits ?? '');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const reading = phone === '' ? null : readPhoneNumber(`+${phone}`, countries);
  const checked = reading ? phoneValidation(reading, countries, language) : null;
  const foreign = reading?.ok === false && reading.reason === 'country_not_allowed';
  return {
    /** The digits typed (the integration's prefill at first). */
    digits: phone,
    setDigits: setPhone,
    error: checked && !checked.ok && (foreign || submitted === phone) ? checked.error : null,
    /** The number as E.164, or null (its message then shows). */
    check: (): string | null => {
      setSubmitted(phone);
      return checked?.ok ? checked.value : null;
    },
  };
}

type LeadPhone = ReturnType<typeof useLeadPhone>;

/** The lead form's phone input, with the clinic's countries; `error` is the form's message for it. */
function LeadPhoneInput({
  form,
  phone,
  error,
}: {
  readonly form: LeadFormProps;
  readonly phone: LeadPhone;
  readonly error: string | null;
}) {
  return (
    <PhoneInput
      value={phone.digits}
      onChange={phone.setDigits}
      {...pickerCountries(form.phoneCountries)}
      disabled={form.submitting}
      required
      error={error}
      name="phone"
    />
  );
}

/**
 * Details form (docs/product/shared-screens.md, validation.md): Name and Phone (any country, US first), both
 * required; submit waits for both; name ≥ 3 ('Name must be at least 3 characters.'),
 * phone ≥ 10 ('Please enter a valid phone number.'); the name splits into first/last.
 */
function DetailsForm(form: LeadFormProps) {
  const { submitting, onSubmit, prefill } = form;
  const { t, language } = useTranslation();
  const [name, setName] = useState(
    prefill ? joinFullName(prefill.firstName, prefill.lastName) : '',
  );
  const phone = useLeadPhone(form, language);
  const [errors, setErrors] = useState<{ name: string | null; phone: string | null }>({
    name: null,
    phone: null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checkedName = validateDetailsName(name, language);
    const checkedPhone = validateDetailsPhone(phone.digits, language);
    setErrors({
      name: checkedName.ok ? null : checkedName.error,
      phone: checkedPhone.ok ? null : checkedPhone.error,
    });
    const e164 = checkedPhone.ok ? phone.check() : null;
    if (!checkedName.ok || !e164) return;
    const { first_name, last_name } = splitFullName(checkedName.value);
    onSubmit({ firstName: first_name, lastName: last_name, phone: e164 });
  };

  return (
    <LeadFormFrame
      form={form}
      canSubmit={canSubmitDetailsForm({ name, phone: phone.digits })}
      onSubmit={submit}
    >
      <TextField
        label={t('lead.name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={setName}
        disabled={submitting}
        error={errors.name}
      />
      <LeadPhoneInput form={form} phone={phone} error={errors.phone ?? phone.error} />
    </LeadFormFrame>
  );
}

/**
 * Onboarding lead form (docs/product/validation.md): first and last name, trimmed, 2 to 20 characters;
 * a phone (US-only unless the clinic takes other countries) that must be longer than 10
 * characters (country code and number) to enable the button; fields disabled while
 * submitting.
 */
function OnboardingLeadForm(form: LeadFormProps) {
  const { submitting, onSubmit, prefill, phoneCountries } = form;
  const { t, language } = useTranslation();
  const [firstName, setFirstName] = useState(prefill?.firstName ?? '');
  const [lastName, setLastName] = useState(prefill?.lastName ?? '');
  const phone = useLeadPhone(form, language);
  const [errors, setErrors] = useState<{ first: string | null; last: string | null }>({
    first: null,
    last: null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = validateFirstName(firstName, language);
    const last = validateLastName(lastName, language);
    setErrors({ first: first.ok ? null : first.error, last: last.ok ? null : last.error });
    if (!canSubmitLeadForm(phone.digits, submitting, phoneCountries)) return;
    const e164 = phone.check();
    if (!first.ok || !last.ok || !e164) return;
    onSubmit({ firstName: first.value, lastName: last.value, phone: e164 });
  };

  return (
    <LeadFormFrame
      form={form}
      canSubmit={canSubmitLeadForm(phone.digits, submitting, phoneCountries)}
      onSubmit={submit}
    >
      <div className="al-lead__row">
        <TextField
          label={t('lead.firstName')}
          name="given-name"
          autoComplete="given-name"
          value={firstName}
          onChange={setFirstName}
          disabled={submitting}
          error={errors.first}
        />
        <TextField
          label={t('lead.lastName')}
          name="family-name"
          autoComplete="family-name"
          value={lastName}
          onChange={setLastName}
          disabled={submitting}
          error={errors.last}
        />
      </div>
      <LeadPhoneInput form={form} phone={phone} error={phone.error} />
    </LeadFormFrame>
  );
}
