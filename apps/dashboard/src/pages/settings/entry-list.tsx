import { useId } from 'react';
import { TextField } from '../../components/text-field.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import type { EntryLang } from './settings-draft.ts';

/** An entry of two texts (FAQ: question and answer; services: name and description). */
export interface Entry {
  readonly lang: EntryLang;
  readonly [field: string]: string;
}

interface EntryListProps<E extends Entry> {
  readonly legend: string;
  readonly entries: readonly E[];
  readonly onChange: (entries: E[]) => void;
  /** The short text's field and label, then the long text's. */
  readonly fields: readonly [
    { readonly key: keyof E & string; readonly label: string },
    { readonly key: keyof E & string; readonly label: string },
  ];
  readonly blank: E;
  readonly addLabel: string;
  /** 'Remove question {n}'. */
  readonly removeLabel: string;
  readonly emptyLabel: string;
  readonly error?: string | undefined;
  readonly disabled: boolean;
}

/** An editable list of the chat assistant's entries, each with its language. */
export function EntryList<E extends Entry>({
  legend,
  entries,
  onChange,
  fields: [short, long],
  blank,
  addLabel,
  removeLabel,
  emptyLabel,
  error,
  disabled,
}: EntryListProps<E>) {
  const { t } = useI18n();
  const texts = t.dashboardSettings;
  const errorId = useId();
  const update = (index: number, change: Partial<E>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  return (
    <fieldset className="entry-list" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {entries.length === 0 ? <p className="muted small">{emptyLabel}</p> : null}
      <ol className="plain-list entries">
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
          <li key={index} className="entry">
            <TextField
              label={short.label}
              value={entry[short.key] ?? ''}
              onChange={(value) => update(index, { [short.key]: value } as Partial<E>)}
              disabled={disabled}
            />
            <TextField
              label={long.label}
              value={entry[long.key] ?? ''}
              rows={3}
              onChange={(value) => update(index, { [long.key]: value } as Partial<E>)}
              disabled={disabled}
            />
            <div className="entry-row">
              <label className="field field-inline">
                <span>{texts.entryLang}</span>
                <select
                  value={entry.lang}
                  disabled={disabled}
                  onChange={(event) =>
                    update(index, { lang: event.target.value as EntryLang } as Partial<E>)
                  }
                >
                  <option value="">{texts.entryLangs.any}</option>
                  <option value="en">{texts.entryLangs.en}</option>
                  <option value="es">{texts.entryLangs.es}</option>
                </select>
              </label>
              <button
                type="button"
                className="button button-quiet"
                disabled={disabled}
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
              >
                {fill(removeLabel, { n: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={disabled}
        onClick={() => onChange([...entries, { ...blank }])}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
