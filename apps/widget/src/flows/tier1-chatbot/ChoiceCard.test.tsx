import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { type AssistantMessage, choiceCard } from './assistant-messages.ts';
import { ChoiceCard } from './ChoiceCard.tsx';

const t = translator('en');
type Card = Extract<AssistantMessage, { kind: 'choices' }>;

const cardOf = (
  question: Card['question'],
  values: readonly string[],
  change: Partial<Card> = {},
) => {
  const pending = choiceCard(question, values, 'en');
  if (pending.kind !== 'choices') throw new Error('a choice card');
  return { ...pending, id: 1, ...change };
};
const confirm = () => screen.getByRole('button', { name: t('tier1Assistant.intake.confirm') });

describe('intake choice card (docs/product/state-machines.md#chat-flows)', () => {
  it('keeps Confirm disabled while nothing is chosen', () => {
    render(
      <ChoiceCard
        card={cardOf('health', ['DIABETES', 'NONE'])}
        onToggle={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(confirm()).toBeDisabled();
  });

  it('tapping an option reports it; with a choice Confirm confirms', async () => {
    const onToggle = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ChoiceCard
        card={cardOf('procedureArea', ['BODY', 'FACE'])}
        onToggle={onToggle}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByLabelText('Face'));
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('FACE');
    rerender(
      <ChoiceCard
        card={cardOf('procedureArea', ['BODY', 'FACE'], { selected: ['FACE'] })}
        onToggle={onToggle}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByLabelText('Face')).toBeChecked();
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('offers the timing as a single choice (radio buttons)', () => {
    render(
      <ChoiceCard
        card={cardOf('timing', ['ASAP', 'NOT_SURE'])}
        onToggle={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['ASAP', 'Not sure yet']);
  });

  it('after submission keeps the answer and disables the options and Confirm', () => {
    render(
      <ChoiceCard
        card={cardOf('health', ['DIABETES', 'NONE'], { selected: ['NONE'], confirmed: true })}
        onToggle={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByLabelText('None of the above')).toBeChecked();
    expect(screen.getByLabelText('None of the above')).toBeDisabled();
    expect(confirm()).toBeDisabled();
  });
});
