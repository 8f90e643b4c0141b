import { validateHeight, validateMeasurementMessage, validateWeight } from '@afterlook/domain';
import { type FormEvent, useId, useState } from 'react';
import { type MessageKey, useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from './TextField.tsx';
import './lead.css';
import { FieldError } from './FieldError.tsx';

export interface Measurements {
  readonly message: string;
  readonly weightLbs: number;
  readonly heightFeet: number;
  readonly heightInches: number;
}

interface MeasurementFormProps {
  readonly clinicName: string;
  readonly saving: boolean;
  readonly onSave: (measurements: Measurements) => void;
}

interface FieldErrors {
  readonly message: string | null;
  readonly weight: string | null;
  readonly height: string | null;
}

const NO_ERRORS: FieldErrors = { message: null, weight: null, height: null };

/** The number fields (the number pad on phones): the weight, then the height's feet and inches. */
const NUMBER_FIELDS = {
  weight: { name: 'weight', label: 'afterLead.weight', inputMode: 'decimal' },
  feet: { name: 'height-feet', label: 'afterLead.feet', inputMode: 'numeric' },
  inches: { name: 'height-inches', label: 'afterLead.inches', inputMode: 'numeric' },
} as const satisfies Record<string, { name: string; label: MessageKey; inputMode: string }>;

type NumberField = keyof typeof NUMBER_FIELDS;

/**
 * The measurement form of docs/product/validation.md (message ≥ 3, weight 50–500 lbs, height 1–10 ft and
 * 0–11 in), offered after the lead as 'help your surgeon prepare'; the rules and their
 * texts come from the domain.
 */
export function MeasurementForm({ clinicName, saving, onSave }: MeasurementFormProps) {
  const { t, language } = useTranslation();
  const headingId = useId();
  const [message, setMessage] = useState('');
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    weight: '',
    feet: '',
    inches: '',
  });
  const { weight, feet, inches } = numbers;
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checkedMessage = validateMeasurementMessage(message, language);
    const checkedWeight = validateWeight(weight, language);
    const checkedHeight = validateHeight({ feet, inches: inches.trim() || '0' }, language);
    setErrors({
      message: checkedMessage.ok ? null : checkedMessage.error,
      weight: checkedWeight.ok ? null : checkedWeight.error,
      height: checkedHeight.ok ? null : checkedHeight.error,
    });
    if (!checkedMessage.ok || !checkedWeight.ok || !checkedHeight.ok) return;
    onSave({
      message: checkedMessage.value,
      weightLbs: checkedWeight.value,
      heightFeet: checkedHeight.value.feet,
      heightInches: checkedHeight.value.inches,
    });
  };

  const numberField = (field: NumberField, error: string | null) => {
    const { name, label, inputMode } = NUMBER_FIELDS[field];
    return (
      <TextField
        label={t(label)}
        name={name}
        inputMode={inputMode}
        autoComplete="off"
        value={numbers[field]}
        onChange={(value) => setNumbers((current) => ({ ...current, [field]: value }))}
        disabled={saving}
        error={error}
      />
    );
  };

  return (
    <form
      className="al-lead al-measurements"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 className="al-measurements__heading" id={headingId}>
        {t('afterLead.prepareHeading')}
      </h3>
      <p className="al-lead__privacy">{t('afterLead.prepareIntro', { clinic: clinicName })}</p>
      <TextField
        label={t('afterLead.message')}
        name="message"
        autoComplete="off"
        multiline
        placeholder={t('afterLead.messagePlaceholder')}
        value={message}
        onChange={setMessage}
        disabled={saving}
        error={errors.message}
      />
      {numberField('weight', errors.weight)}
      <fieldset className="al-measurements__height">
        <legend className="al-field__label">{t('afterLead.height')}</legend>
        {/* The height's message shows once, under both of its fields. */}
        <div className="al-lead__row">
          {numberField('feet', null)}
          {numberField('inches', null)}
        </div>
        <FieldError message={errors.height} />
      </fieldset>
      <Button type="submit" block loading={saving} disabled={saving}>
        {t('afterLead.save', { clinic: clinicName })}
      </Button>
    </form>
  );
}
