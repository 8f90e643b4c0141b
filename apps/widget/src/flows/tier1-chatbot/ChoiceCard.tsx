import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import type { AssistantMessage } from './assistant-messages.ts';

interface ChoiceCardProps {
  readonly card: Extract<AssistantMessage, { kind: 'choices' }>;
  readonly onToggle: (value: string) => void;
  readonly onConfirm: () => void;
}

/**
 * One choice question of the coordinator intake: check boxes (or radio buttons for the
 * single choice) and Confirm, disabled while nothing is chosen and once confirmed
 * (docs/product/state-machines.md#chat-flows). A confirmed card stays in the chat with its answer.
 */
export function ChoiceCard({ card, onToggle, onConfirm }: ChoiceCardProps) {
  const { t } = useTranslation();
  const name = useId();
  const question = t(`tier1Assistant.intake.${card.question}`);
  return (
    <fieldset className="al-choice-card" disabled={card.confirmed}>
      <legend className="al-visually-hidden">{question}</legend>
      {/* Laid out as the chat's chips are. */}
      <ul className="al-chat-chips__list">
        {card.options.map((option) => {
          const chosen = card.selected.includes(option.value);
          return (
            <li key={option.value}>
              <label className={`al-choice${chosen ? ' al-choice--chosen' : ''}`}>
                <input
                  type={card.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={option.value}
                  checked={chosen}
                  onChange={() => onToggle(option.value)}
                />
                <span>{option.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <Button block disabled={card.confirmed || card.selected.length === 0} onClick={onConfirm}>
        {t('tier1Assistant.intake.confirm')}
      </Button>
    </fieldset>
  );
}
