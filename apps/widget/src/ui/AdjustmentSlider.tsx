import { validateSliderConfig } from '@afterlook/domain';
import { type CSSProperties, useId } from 'react';
import './adjustment-slider.css';

interface AdjustmentSliderProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  /** What the value means to a person ('300 cc', '2 of 5'); read out and shown. */
  readonly valueText: string;
  readonly onChange: (value: number) => void;
}

/**
 * The adjustment slider under the comparison (docs/product/shared-screens.md, validation.md): a native range input,
 * so keyboards, touch and screen readers work as they do everywhere, with its label and
 * the value in words. The configuration is checked with the domain's slider rules.
 */
export function AdjustmentSlider({
  label,
  value,
  min,
  max,
  step = 1,
  valueText,
  onChange,
}: AdjustmentSliderProps) {
  const id = useId();
  const config = validateSliderConfig({ values: [value], min, max, step });
  if (!config.ok) throw new Error(`Adjustment slider: ${config.error}`);
  const fill = ((value - min) / (max - min)) * 100;
  return (
    <div className="al-adjust">
      <div className="al-adjust__row">
        <label className="al-adjust__label" htmlFor={id}>
          {label}
        </label>
        <output className="al-adjust__value" htmlFor={id} aria-hidden="true">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        className="al-adjust__input"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        style={{ '--al-adjust-fill': `${fill}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}
