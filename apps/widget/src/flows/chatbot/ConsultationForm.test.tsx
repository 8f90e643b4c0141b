import { DEFAULT_PHONE_COUNTRIES, MESSAGES } from '@afterlook/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { leadMachine } from '../../lead/lead-machine.ts';
import { ConsultationForm } from './ConsultationForm.tsx';

const texts = MESSAGES.en.chatScreen.consultation;
const field = (label: string) => screen.getByRole('textbox', { name: label });

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <ConsultationForm
      lead={createActor(leadMachine).start()}
      onSubmit={onSubmit}
      phoneCountries={DEFAULT_PHONE_COUNTRIES}
    />,
  );
  return onSubmit;
}

describe("doctor chatbot's consultation form (docs/product/doctor-chat.md, validation.md)", () => {
  it('offers First Name*, Last Name*, Email* (an email input) and an optional Mobile Number', () => {
    renderForm();
    expect(field(`${texts.firstName}*`)).toBeRequired();
    expect(field(`${texts.lastName}*`)).toBeRequired();
    expect(field(`${texts.email}*`)).toHaveAttribute('type', 'email');
    expect(field(texts.mobile)).not.toBeRequired();
  });

  it('a required field left blank → the §5 message, and nothing is sent; editing clears it', async () => {
    const onSubmit = renderForm();
    await userEvent.type(field(`${texts.firstName}*`), 'Lucia');
    await userEvent.type(field(`${texts.email}*`), 'lucia@example.com');
    await userEvent.click(screen.getByRole('button', { name: texts.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.en.validation.doctorFormRequired);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field(`${texts.lastName}*`), 'Perez');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('all required fields → sent trimmed, without a mobile number when it is left blank', async () => {
    const onSubmit = renderForm();
    await userEvent.type(field(`${texts.firstName}*`), ' Lucia ');
    await userEvent.type(field(`${texts.lastName}*`), 'Perez');
    await userEvent.type(field(`${texts.email}*`), 'lucia@example.com');
    await userEvent.click(screen.getByRole('button', { name: texts.submit }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Lucia',
      lastName: 'Perez',
      email: 'lucia@example.com',
      mobile: undefined,
    });
  });

  it('an email that is not one is refused by the email input, and nothing is sent', async () => {
    const onSubmit = renderForm();
    await userEvent.type(field(`${texts.firstName}*`), 'Lucia');
    await userEvent.type(field(`${texts.lastName}*`), 'Perez');
    await userEvent.type(field(`${texts.email}*`), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: texts.submit }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
