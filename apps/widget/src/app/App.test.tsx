import { FLOW_ROUTES, procedureDisplayName } from '@afterlook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { type FakeApi, startFakeApi, TEST_CLINIC } from '../test-utils/fake-api-server.ts';
import { renderWidget } from '../test-utils/render-widget.tsx';

const t = translator('en');
const GOOD_KEY = 'harbor-key';
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi({ sdkKey: GOOD_KEY });
});
afterAll(async () => {
  await api.close();
});

const openFlow = (path: string) => renderWidget(path, { baseUrl: api.baseUrl });
const region = (side: 'front' | 'back', area: 'BREAST' | 'BUTT') =>
  within(
    screen.getByRole('group', {
      name: t('area.figureLabel', { side: t(side === 'front' ? 'area.front' : 'area.back') }),
    }),
  ).getByRole('checkbox', { name: t(`area.regions.${area}`) });

describe('routes (docs/product/routes.md)', () => {
  it.each(['/unknown-form', '/', '/onboarding-tier1/extra'])(
    'shows "Incorrect form name" for %s',
    async (path) => {
      openFlow(path);
      expect(await screen.findByText(t('shell.incorrectFormName'))).toBeInTheDocument();
    },
  );

  it('serves the seven flow paths', () => {
    expect(FLOW_ROUTES.map(({ path }) => path)).toHaveLength(7);
  });

  it('shows the loader, and nothing else, without a clinicSdkKey (docs/product/state-machines.md#chat-flows)', async () => {
    const callsBefore = api.calls.length;
    openFlow('/onboarding-tier1');
    // The route's chunk spinner may give way to the app's own loader: either is the loader.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: t('layout.loading') })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(api.calls.length).toBe(callsBefore);
  });
});

describe('session setup', () => {
  it("shows 'Check your Clinic SDK Key' when the API answers 401 to the SDK key", async () => {
    openFlow('/onboarding-tier1?clinicSdkKey=not-a-real-key');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('shell.checkSdkKey'));
    expect(api.calls).toContain('POST /api/v1/sessions');
  });

  it("opens the area screen with the clinic's theme colour and header", async () => {
    openFlow(`/onboarding-tier1?clinicSdkKey=${GOOD_KEY}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: t('area.title') }),
    ).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--al-theme')).toBe(
      TEST_CLINIC.themeColor.toLowerCase(),
    );
    const logo = screen.getByRole('link', { name: new RegExp(TEST_CLINIC.clinic_name) });
    expect(logo).toHaveAttribute('href', TEST_CLINIC.website_url);
    expect(logo).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a themeColor in the query wins over the clinic’s', async () => {
    openFlow(`/onboarding-tier1?clinicSdkKey=${GOOD_KEY}&themeColor=%23112233`);
    await screen.findByRole('heading', { level: 1, name: t('area.title') });
    expect(document.documentElement.style.getPropertyValue('--al-theme')).toBe('#112233');
  });

  it('a flow not built yet shows the clinic header and no loader', async () => {
    openFlow(`/onboarding-chatbot?clinicSdkKey=${GOOD_KEY}`);
    expect(
      await screen.findByRole('link', { name: new RegExp(TEST_CLINIC.clinic_name) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: t('layout.loading') })).not.toBeInTheDocument();
  });
});

describe('tier-1 flow (/onboarding-tier1)', () => {
  it('choose breast → continue → back → area screen, breast still chosen', async () => {
    openFlow(`/onboarding-tier1?clinicSdkKey=${GOOD_KEY}&lang=en`);
    await screen.findByRole('heading', { level: 1, name: t('area.title') });
    const continueButton = screen.getByRole('button', { name: t('shell.continue') });
    expect(continueButton).toBeDisabled();

    await userEvent.click(region('front', 'BREAST'));
    expect(screen.getByText(t('area.aiAvailable'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('shell.continue') }));

    expect(screen.getByRole('heading', { level: 1, name: t('procedure.title') })).toHaveFocus();
    expect(screen.getByText(t('procedure.hint'))).toBeInTheDocument();
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(names).toEqual(['BREAST_AUGMENTATION', 'BREAST_REDUCTION', 'BREAST_LIFT']);

    await userEvent.click(screen.getByRole('button', { name: t('layout.back') }));
    expect(screen.getByRole('heading', { level: 1, name: t('area.title') })).toBeInTheDocument();
    expect(region('front', 'BREAST')).toHaveAttribute('aria-checked', 'true');
  });

  it('choose butt → continue → BBL → continue → model screen titled for BBL', async () => {
    openFlow(`/onboarding-tier1?clinicSdkKey=${GOOD_KEY}`);
    await screen.findByRole('heading', { level: 1, name: t('area.title') });
    await userEvent.click(region('back', 'BUTT'));
    await userEvent.click(screen.getByRole('button', { name: t('shell.continue') }));
    await userEvent.click(
      screen.getByRole('radio', { name: new RegExp(procedureDisplayName('BBL', 'en')) }),
    );
    await userEvent.click(screen.getByRole('button', { name: t('shell.continue') }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: t('procedure.visualizeTitle', {
          a: 'a',
          procedure: procedureDisplayName('BBL', 'en'),
        }),
      }),
    ).toBeInTheDocument();
  });

  it('?procedure=bbl (any case) skips to the model screen; back shows the butt procedures', async () => {
    openFlow(`/onboarding-tier1?clinicSdkKey=${GOOD_KEY}&procedure=bbl`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: t('procedure.visualizeTitle', {
          a: 'a',
          procedure: procedureDisplayName('BBL', 'en'),
        }),
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('layout.back') }));
    expect(
      screen.getByRole('radio', { name: new RegExp(procedureDisplayName('BBL', 'en')) }),
    ).toBeChecked();
  });

  it('an area the clinic does not cover is disabled: a tap says so and chooses nothing', async () => {
    openFlow(`/onboarding-tier1?clinicSdkKey=${GOOD_KEY}`);
    await screen.findByRole('heading', { level: 1, name: t('area.title') });
    const front = screen.getByRole('group', {
      name: t('area.figureLabel', { side: t('area.front') }),
    });
    const vaginal = within(front).getByRole('checkbox', { name: t('area.regions.VAGINAL') });
    expect(vaginal).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(vaginal);
    expect(screen.getByRole('status')).toHaveTextContent(
      t('area.nothingOffered', {
        clinic: TEST_CLINIC.clinic_name,
        area: t('area.regions.VAGINAL'),
      }),
    );
    expect(screen.getByRole('button', { name: t('shell.continue') })).toBeDisabled();
  });

  it('speaks Spanish with lang=es', async () => {
    openFlow(`/onboarding-tier1?clinicSdkKey=${GOOD_KEY}&lang=es`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: translator('es')('area.title'),
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: translator('es')('shell.continue') }),
      ).toBeDisabled(),
    );
  });
});
