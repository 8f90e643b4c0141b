import {
  BACK_FIGURE_AREAS,
  type BodyArea,
  FRONT_FIGURE_AREAS,
  PROCEDURES,
  type Procedure,
} from '@afterlook/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { AreaSelector } from './AreaSelector.tsx';
import { BACK_REGIONS, FRONT_REGIONS } from './BodyFigure.tsx';

const t = translator('en');
const region = (area: BodyArea) => t(`area.regions.${area}`);

function Harness({
  onChange,
  offered = PROCEDURES,
}: {
  onChange?: (areas: BodyArea[]) => void;
  offered?: readonly Procedure[];
}) {
  const [areas, setAreas] = useState<BodyArea[]>([]);
  return (
    <AreaSelector
      selected={areas}
      offered={offered}
      clinicName="Bella Clinic"
      onToggle={(area) => {
        const next = areas.includes(area) ? areas.filter((a) => a !== area) : [...areas, area];
        setAreas(next);
        onChange?.(next);
      }}
    />
  );
}

const figure = (side: 'front' | 'back') =>
  screen.getByRole('group', {
    name: t('area.figureLabel', { side: t(side === 'front' ? 'area.front' : 'area.back') }),
  });

describe('AreaSelector (docs/product/shared-screens.md body-area selector)', () => {
  it('has exactly the spec regions on each figure', () => {
    expect(FRONT_REGIONS.map(([area]) => area).sort()).toEqual([...FRONT_FIGURE_AREAS].sort());
    expect(BACK_REGIONS.map(([area]) => area).sort()).toEqual([...BACK_FIGURE_AREAS].sort());
    render(<Harness />);
    for (const area of FRONT_FIGURE_AREAS) {
      expect(
        within(figure('front')).getByRole('checkbox', { name: region(area) }),
      ).toBeInTheDocument();
    }
    for (const area of BACK_FIGURE_AREAS) {
      expect(
        within(figure('back')).getByRole('checkbox', { name: region(area) }),
      ).toBeInTheDocument();
    }
  });

  it('front arms are one toggle drawn as a left and a right arm', () => {
    render(<Harness />);
    const arms = within(figure('front')).getByRole('checkbox', { name: region('ARMS') });
    expect(arms.querySelectorAll('path')).toHaveLength(2);
  });

  it('shows no AI message while nothing is selected', () => {
    render(<Harness />);
    expect(screen.queryByText(t('area.aiAvailable'))).not.toBeInTheDocument();
    expect(screen.queryByText(t('area.aiUnavailable'))).not.toBeInTheDocument();
  });

  it.each(['BREAST', 'TORSO', 'FACE'] as const)(
    "choose %s on the front → 'AI is available for this body part'",
    async (area) => {
      render(<Harness />);
      await userEvent.click(within(figure('front')).getByRole('checkbox', { name: region(area) }));
      expect(screen.getByRole('status')).toHaveTextContent(t('area.aiAvailable'));
    },
  );

  it("choose butt on the back → 'AI is available'; the head lists no AI procedure → 'AI is not available'", async () => {
    render(<Harness />);
    const back = within(figure('back'));
    await userEvent.click(back.getByRole('checkbox', { name: region('BUTT') }));
    expect(screen.getByRole('status')).toHaveTextContent(t('area.aiAvailable'));
    await userEvent.click(back.getByRole('checkbox', { name: region('BUTT') }));
    await userEvent.click(back.getByRole('checkbox', { name: region('HEAD') }));
    expect(screen.getByRole('status')).toHaveTextContent(t('area.aiUnavailable'));
  });

  it('an area under which the clinic offers nothing is disabled, and a tap on it says why', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} offered={['BOTOX_INJECTIONS', 'BREAST_AUGMENTATION']} />);
    const front = within(figure('front'));
    const legs = front.getByRole('checkbox', { name: region('LEGS') });
    expect(legs).toHaveAttribute('aria-disabled', 'true');
    expect(front.getByRole('checkbox', { name: region('FACE') })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.click(legs);
    expect(legs).toHaveAttribute('aria-checked', 'false');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      t('area.nothingOffered', { clinic: 'Bella Clinic', area: region('LEGS') }),
    );
    // Botox is found on the face.
    await userEvent.click(front.getByRole('checkbox', { name: region('FACE') }));
    expect(onChange).toHaveBeenCalledWith(['FACE']);
    expect(screen.getByRole('status')).toHaveTextContent(t('area.aiUnavailable'));
  });

  it("choose legs → 'AI is not available for this body part'; add breast → available; remove breast → not available", async () => {
    render(<Harness />);
    await userEvent.click(within(figure('front')).getByRole('checkbox', { name: region('LEGS') }));
    expect(screen.getByRole('status')).toHaveTextContent(t('area.aiUnavailable'));
    const breast = within(figure('front')).getByRole('checkbox', { name: region('BREAST') });
    await userEvent.click(breast);
    expect(screen.getByRole('status')).toHaveTextContent(t('area.aiAvailable'));
    await userEvent.click(breast);
    expect(screen.getByRole('status')).toHaveTextContent(t('area.aiUnavailable'));
  });

  it('a region is a keyboard toggle: Tab to it, Space checks, Enter unchecks', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    const face = within(figure('front')).getByRole('checkbox', { name: region('FACE') });
    expect(face).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(face).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    expect(face).toHaveAttribute('aria-checked', 'false');
    expect(onChange.mock.calls).toEqual([[['FACE']], [[]]]);
  });

  it('arms chosen on the front show as chosen on the back too', async () => {
    render(<Harness />);
    await userEvent.click(within(figure('front')).getByRole('checkbox', { name: region('ARMS') }));
    expect(within(figure('back')).getByRole('checkbox', { name: region('ARMS') })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('lists the chosen areas as chips that can be removed', async () => {
    render(<Harness />);
    await userEvent.click(within(figure('back')).getByRole('checkbox', { name: region('BUTT') }));
    const chips = screen.getByRole('list', { name: t('area.selectedAreas') });
    expect(within(chips).getByText(region('BUTT'))).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: t('area.removeArea', { area: region('BUTT') }) }),
    );
    expect(screen.queryByRole('list', { name: t('area.selectedAreas') })).not.toBeInTheDocument();
    expect(within(figure('back')).getByRole('checkbox', { name: region('BUTT') })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});
