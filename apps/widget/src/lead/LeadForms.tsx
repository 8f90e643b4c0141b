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
import { type MessageKey, useTranslation } from '../i18n/i18n.ts';
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

/** The onboarding form's name fields, side by side; each one's token is its name and autocomplete. */
const NAME_FIELDS = [
  { part: 'firstName', token: 'given-name', label: 'lead.firstName' },
  { part: 'lastName', token: 'family-name', label: 'lead.lastName' },
] as const satisfies readonly { part: keyof LeadDetails; token: string; label: MessageKey }[];

type NamePart = (typeof NAME_FIELDS)[number]['part'];

/**
 * Onboarding lead form (docs/product/validation.md): first and last name, trimmed, 2 to 20 characters;
 * a phone (US-only unless the clinic takes other countries) that must be longer than 10
 * characters (country code and number) to enable the button; fields disabled while
 * submitting.
 */
function OnboardingLeadForm(form: LeadFormProps) {
  const { submitting, onSubmit, prefill, phoneCountries } = form;
  const { t, language } = useTranslation();
  const [names, setNames] = useState<Record<NamePart, string>>({
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
  });
  const phone = useLeadPhone(form, language);
  const [errors, setErrors] = useState<Partial<Record<NamePart, string>>>({});
  const canSubmit = canSubmitLeadForm(phone.digits, submitting, phoneCountries);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const firstName = validateFirstName(names.firstName, language);
    const lastName = validateLastName(names.lastName, language);
    setErrors({
      firstName: firstName.ok ? undefined : firstName.error,
      lastName: lastName.ok ? undefined : lastName.error,
    });
    if (!canSubmit) return;
    const e164 = phone.check();
    if (!firstName.ok || !lastName.ok || !e164) return;
    onSubmit({ firstName: firstName.value, lastName: lastName.value, phone: e164 });
  };

  return (
    <LeadFormFrame form={form} canSubmit={canSubmit} onSubmit={submit}>
      <div className="al-lead__row">
        {NAME_FIELDS.map(({ part, token, label }) => (
          <TextField
            key={part}
            label={t(label)}
            name={token}
            autoComplete={token}
            value={names[part]}
            onChange={(value) => setNames((current) => ({ ...current, [part]: value }))}
            disabled={submitting}
            error={errors[part] ?? null}
          />
        ))}
      </div>
      <LeadPhoneInput form={form} phone={phone} error={phone.error} />
    </LeadFormFrame>
  );
}
