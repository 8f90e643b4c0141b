import { PHONE_INPUT } from '@afterlook/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { PhoneInput } from './PhoneInput.tsx';

const t = translator('en');

function Harness({ onlyCountries }: { onlyCountries?: readonly string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneInput value={value} onChange={setValue} {...(onlyCountries ? { onlyCountries } : {})} />
      <output data-testid="digits">{value}</output>
    </>
  );
}
const digits = () => screen.getByTestId('digits').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('phone input (docs/product/validation.md)', () => {
  it("is labelled 'Phone' and starts in the US", async () => {
    render(<Harness />);
    const input = screen.getByLabelText(t('phoneInput.label'));
    await userEvent.type(input, '2125550100');
    expect(digits()).toBe('12125550100');
    expect(input).toHaveValue('+1 212 555 0100');
  });

  it('rejects input past 15 digits', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText(t('phoneInput.label')), '+441234567890123456');
    expect(digits()).toHaveLength(PHONE_INPUT.maxDigits);
  });

  it('follows the longest dial code: +44 → United Kingdom, +1 → United States', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(t('phoneInput.label'));
    await userEvent.type(input, '+442071234567');
    expect(screen.getByRole('button', { name: /United Kingdom/ })).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '+12125550100');
    expect(screen.getByRole('button', { name: /United States/ })).toBeInTheDocument();
  });

  it("country search waits 250 ms and says 'No entries to show'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /United States/ }));
    const search = screen.getByRole('combobox', { name: t('lead.countrySearch') });
    await user.type(search, 'zzzz');
    expect(screen.queryByText(t('phoneInput.noEntries'))).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PHONE_INPUT.countrySearchDebounceMs));
    expect(screen.getByText(t('phoneInput.noEntries'))).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'spain');
    act(() => vi.advanceTimersByTime(PHONE_INPUT.countrySearchDebounceMs));
    await user.keyboard('{Enter}');
    expect(digits()).toBe('34');
  });

  it('US only: the country cannot change', () => {
    render(<Harness onlyCountries={['us']} />);
    expect(screen.getByRole('button', { name: /United States/ })).toBeDisabled();
  });

  it("§5 phone entries use libphonenumber's metadata: the country's format mask, and area codes within a shared dial code", async () => {
    render(<Harness />);
    const input = screen.getByLabelText(t('phoneInput.label'));
    // The format mask: the selected country's example mobile number, grouped as it writes them.
    expect(input).toHaveAttribute('placeholder', '+1 201 555 0123');
    await userEvent.type(input, '+56');
    expect(screen.getByRole('button', { name: /Chile/ })).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', '+56 2 2123 4567');
    await userEvent.type(input, '983028442');
    expect(input).toHaveValue('+56 9 8302 8442');
    // Area codes: +1 416 is Toronto, +1 809 the Dominican Republic, +1 212 New York.
    for (const [typed, country] of [
      ['+14165550123', /Canada/],
      ['+18095550123', /Dominican Republic/],
      ['+12125550123', /United States/],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      expect(screen.getByRole('button', { name: country })).toBeInTheDocument();
    }
  });
});
