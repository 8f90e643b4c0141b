import { useId } from 'react';

interface SuggestionChipsProps {
  readonly suggestions: readonly string[];
  readonly onChoose: (suggestion: string) => void;
  /** A heading over the chips ('Related'); none for quick replies. */
  readonly heading?: string;
  readonly disabled?: boolean;
}

/**
 * Suggested messages as buttons: the doctor chat's 'Related' questions and
 * 'Schedule a Consultation', the tier-1 assistant's quick replies. Choosing one sends it.
 */
export function SuggestionChips({
  suggestions,
  onChoose,
  heading,
  disabled = false,
}: SuggestionChipsProps) {
  const headingId = useId();
  if (suggestions.length === 0) return null;
  return (
    <section className="al-chat-chips" aria-labelledby={heading ? headingId : undefined}>
      {heading ? (
        <h2 className="al-chat-chips__heading" id={headingId}>
          {heading}
        </h2>
      ) : null}
      <ul className="al-chat-chips__list">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              className="al-chat-chip"
              disabled={disabled}
              onClick={() => onChoose(suggestion)}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
