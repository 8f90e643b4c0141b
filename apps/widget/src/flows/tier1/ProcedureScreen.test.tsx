import {
  type BodyArea,
  isAiSupported,
  type Procedure,
  procedureDisplayName,
  proceduresForAreas,
} from '@afterlook/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { ProcedureScreen } from './ProcedureScreen.tsx';
import { procedureOptions } from './procedure-options.ts';

const t = translator('en');
const brand = { name: 'Harbor Aesthetics', logoUrl: null, websiteUrl: null };
const name = (procedure: Procedure) => procedureDisplayName(procedure, 'en');

function renderScreen(areas: BodyArea[], offered: Procedure[], selected: Procedure | null = null) {
  const handlers = { onSelect: vi.fn(), onContinue: vi.fn(), onBack: vi.fn() };
  render(
    <ProcedureScreen
      brand={brand}
      options={procedureOptions(areas, offered)}
      selected={selected}
      language="en"
      {...handlers}
    />,
  );
  return handlers;
}

describe('procedure options (what the list shows and why it may be empty)', () => {
  it('lists the area table’s procedures the clinic offers, in table order', () => {
    expect(procedureOptions(['BREAST'], ['BREAST_LIFT', 'BBL', 'BREAST_AUGMENTATION'])).toEqual({
      kind: 'list',
      procedures: proceduresForAreas(['BREAST'], ['BREAST_LIFT', 'BBL', 'BREAST_AUGMENTATION']),
    });
  });

  it('clinicUnsupported: the area has procedures, the clinic offers none of them', () => {
    expect(procedureOptions(['VAGINAL'], ['BBL'])).toEqual({ kind: 'clinicUnsupported' });
    expect(procedureOptions(['FACE'], [])).toEqual({ kind: 'clinicUnsupported' });
  });

  it('noneAvailable: the area table has nothing for the selection', () => {
    expect(procedureOptions([], ['BBL'])).toEqual({ kind: 'noneAvailable' });
  });
});

describe('ProcedureScreen (docs/product/onboarding-flow.md step 2)', () => {
  it("titles 'Select a Procedure' with the hint 'Pick one to visualize'", () => {
    renderScreen(['BREAST'], ['BREAST_AUGMENTATION']);
    expect(
      screen.getByRole('heading', { level: 1, name: t('procedure.title') }),
    ).toBeInTheDocument();
    expect(screen.getByText(t('procedure.hint'))).toBeInTheDocument();
  });

  it('lists only what the clinic offers for the chosen areas', () => {
    const offered: Procedure[] = ['BREAST_LIFT', 'ARM_LIFT', 'BBL', 'RHINOPLASTY'];
    renderScreen(['ARMS', 'BREAST'], offered);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(
      proceduresForAreas(['ARMS', 'BREAST'], offered),
    );
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['ARM_LIFT', 'BREAST_LIFT']);
    expect(
      screen.getByRole('radio', { name: new RegExp(name('BREAST_LIFT')) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: new RegExp(name('BBL')) })).not.toBeInTheDocument();
  });

  it("shows the 'AI' badge on AI-supported procedures only", () => {
    renderScreen(['TORSO'], ['TUMMY_TUCK', 'BODY_LIFT']);
    for (const procedure of ['TUMMY_TUCK', 'BODY_LIFT'] as const) {
      const row = screen.getByRole('radio', { name: new RegExp(name(procedure)) }).closest('label');
      if (!row) throw new Error('row not found');
      const badge = within(row).queryByText(t('procedure.aiBadge'));
      if (isAiSupported(procedure)) expect(badge).toBeInTheDocument();
      else expect(badge).not.toBeInTheDocument();
    }
    const tummyTuck = screen.getByRole('radio', { name: new RegExp(name('TUMMY_TUCK')) });
    expect(tummyTuck).toHaveAccessibleName(
      expect.stringContaining(t('procedure.aiBadgeDescription')),
    );
  });

  it('continue is disabled until a procedure is chosen; choosing one reports it', async () => {
    const { onSelect } = renderScreen(['BREAST'], ['BREAST_AUGMENTATION', 'BREAST_LIFT']);
    expect(screen.getByRole('button', { name: t('shell.continue') })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(name('BREAST_LIFT')) }));
    expect(onSelect).toHaveBeenCalledWith('BREAST_LIFT');
  });

  it('highlights the chosen procedure and enables continue', async () => {
    const { onContinue } = renderScreen(
      ['BREAST'],
      ['BREAST_AUGMENTATION', 'BREAST_LIFT'],
      'BREAST_LIFT',
    );
    const radio = screen.getByRole('radio', { name: new RegExp(name('BREAST_LIFT')) });
    expect(radio).toBeChecked();
    expect(radio.closest('label')).toHaveClass('al-procedure--selected');
    await userEvent.click(screen.getByRole('button', { name: t('shell.continue') }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('back returns to the area screen', async () => {
    const { onBack } = renderScreen(['BREAST'], ['BREAST_AUGMENTATION']);
    await userEvent.click(screen.getByRole('button', { name: t('layout.back') }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('§8 says "Clinic doesn\'t support any procedures for your selected areas." in red when the clinic offers none', () => {
    renderScreen(['VAGINAL'], ['BBL', 'TUMMY_TUCK']);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(t('procedure.clinicUnsupported'));
    expect(alert).toHaveClass('al-procedure-empty__message--clinicUnsupported');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('shell.continue') })).toBeDisabled();
  });

  it("§8 says 'No procedures available for the selected areas. Please select different areas.' when the area table has none", () => {
    renderScreen([], ['BBL']);
    expect(screen.getByRole('alert')).toHaveTextContent(t('procedure.noneAvailable'));
  });
});
