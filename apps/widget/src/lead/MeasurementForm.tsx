import { validateHeight, validateMeasurementMessage, validateWeight } from '@afterlook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
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

/**
 * The measurement form of docs/product/validation.md (message ≥ 3, weight 50–500 lbs, height 1–10 ft and
 * 0–11 in), offered after the lead as 'help your surgeon prepare'; the rules and their
 * texts come from the domain.
 */
export function MeasurementForm({ clinicName, saving, onSave }: MeasurementFormProps) {
  const { t, language } = useTranslation();
  const headingId = useId();
  const [message, setMessage] = useState('');
  const [weight, setWeight] = useState('');
  const [feet, setFeet] = useState('');
  const [inches, setInches] = useState('');
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
      <TextField
        label={t('afterLead.weight')}
        name="weight"
        autoComplete="off"
        inputMode="decimal"
        value={weight}
        onChange={setWeight}
        disabled={saving}
        error={errors.weight}
      />
      <fieldset className="al-measurements__height">
        <legend className="al-field__label">{t('afterLead.height')}</legend>
        <div className="al-lead__row">
          <TextField
            label={t('afterLead.feet')}
            name="height-feet"
            autoComplete="off"
            inputMode="numeric"
            value={feet}
            onChange={setFeet}
            disabled={saving}
            error={null}
          />
          <TextField
            label={t('afterLead.inches')}
            name="height-inches"
            autoComplete="off"
            inputMode="numeric"
            value={inches}
            onChange={setInches}
            disabled={saving}
            error={null}
          />
        </div>
        <FieldError message={errors.height} />
      </fieldset>
      <Button type="submit" block loading={saving} disabled={saving}>
        {t('afterLead.save', { clinic: clinicName })}
      </Button>
    </form>
  );
}
