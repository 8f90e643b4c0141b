import { headlineForCtaCopy, procedureDisplayName } from '@afterlook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { defaultBehaviour, type FakeApi, startFakeApi } from '../../test-utils/fake-api-server.ts';
import { renderWidget } from '../../test-utils/render-widget.tsx';

const t = translator('en');
const KEY = 'harbor-key';
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi({ sdkKey: KEY });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  Object.assign(api.behaviour, defaultBehaviour());
  api.requests.length = 0;
  api.calls.length = 0;
});

const open = (query: string) =>
  renderWidget(`/onboarding-advertise?${query}`, { baseUrl: api.baseUrl });

describe('ad flow (/onboarding-advertise, docs/product/ad-flow.md)', () => {
  it("without a session says 'Must have a session'", async () => {
    open('procedure=BBL');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.mustHaveSession'));
  });

  it('without a procedure asks for one in the URL', async () => {
    open(`clinicSdkKey=${KEY}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.adFlowProcedureMissing'));
  });

  it.each(['RHINOPLASTY', 'NOT_A_PROCEDURE'])(
    "%s → 'Your procedure is not supported yet...' and notify-unsupported-procedure with 'Not captured' defaults",
    async (procedure) => {
      open(`clinicSdkKey=${KEY}&procedure=${procedure}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.unsupportedProcedure'));
      await waitFor(() =>
        expect(api.bodiesOf('/api/v1/notify-unsupported-procedure')).toEqual([
          {
            name: 'Not captured',
            email: 'Not captured',
            procedure_type: procedure === 'RHINOPLASTY' ? 'RHINOPLASTY' : 'Not captured',
          },
        ]),
      );
    },
  );

  it.each(['1', '2', '3', '4', '5', '6', '7', 'other'])(
    'ctaCopy=%s shows its headline',
    async (ctaCopy) => {
      open(`clinicSdkKey=${KEY}&procedure=BBL&ctaCopy=${ctaCopy}`);
      await screen.findByRole('heading', { level: 1, name: t('advertise.title') });
      const headline = headlineForCtaCopy(ctaCopy, 'BBL', 'en');
      const shown = document.querySelector('.al-headline');
      if (headline.text === null) {
        expect(shown).toBeNull();
      } else {
        expect(shown).toHaveTextContent(headline.text);
        expect(shown).toHaveClass(`al-headline--${headline.tone}`);
      }
      if (ctaCopy === '6') expect(shown).toHaveClass('al-headline--blue');
    },
  );

  it("'Select an Image' → pick → details form (Name, Phone) → View Results → result; the daily counters go out once", async () => {
    open(`clinicSdkKey=${KEY}&procedure=BBL&ctaCopy=3&formVersion=v4&referrer=google`);
    expect(
      await screen.findByText(
        t('advertise.text', { a: 'a', procedure: procedureDisplayName('BBL', 'en') }),
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', {
        name: t('model.modelAlt', { n: 1, procedure: procedureDisplayName('BBL', 'en') }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('lead.headingResults') });
    const name = await within(dialog).findByLabelText(t('lead.name'));
    const submit = within(dialog).getByRole('button', { name: t('lead.viewResults') });
    expect(submit).toBeDisabled();
    await userEvent.type(name, 'Al');
    await userEvent.type(within(dialog).getByLabelText(t('phoneInput.label')), '305555');
    await userEvent.click(submit);
    expect(within(dialog).getByText(t('validation.detailsNameTooShort'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('validation.detailsPhoneInvalid'))).toBeInTheDocument();
    await userEvent.type(name, 'ma María Ruiz');
    await userEvent.type(within(dialog).getByLabelText(t('phoneInput.label')), '0100');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('/clinics/v1/forms/submit')[0]).toMatchObject({
      form_name: 'ONBOARDING_ADVERTISE',
      form_data: { name: 'Alma María Ruiz', phone: '+13055550100' },
      patient_record: { first_name: 'Alma', last_name: 'María Ruiz', upload_type: 'model' },
    });
    // (Other tests' fire-and-forget calls may land here too: only this visit's are counted.)
    const ours = (path: string, key: string, value: string) =>
      api.bodiesOf(path).filter((body) => (body as Record<string, unknown>)[key] === value);
    expect(ours('/api/v1/referral-daily-analytics', 'referrer', 'google')).toEqual([
      { form_name: 'ONBOARDING_ADVERTISE', referrer: 'google' },
    ]);
    // The detailed counter: the visit once, and (dashboard splits) the simulation and the
    // submission once each, all with this ctaCopy.
    const detailed = (type: string) =>
      ours('/api/v1/daily-detailed-analytics', 'cta_copy', '3').filter(
        (body) =>
          (body as { daily_analytics_count_type: string }).daily_analytics_count_type === type,
      );
    expect(detailed('FORM_VISITS')).toEqual([
      {
        form_name: 'ONBOARDING_ADVERTISE',
        cta_copy: '3',
        form_version: 'v4',
        device_type: 'desktop',
        daily_analytics_count_type: 'FORM_VISITS',
      },
    ]);
    await screen.findByRole('slider', { name: t('result.adjust.bbl') });
    const daily = () =>
      api
        .bodiesOf('/api/v1/daily-analytics')
        .map((body) => (body as { daily_analytics_count_type: string }).daily_analytics_count_type);
    await waitFor(() =>
      expect(daily().filter((type) => type === 'FORM_SIMULATIONS')).toHaveLength(1),
    );
    await waitFor(() => expect(detailed('FORM_SIMULATIONS')).toHaveLength(1));
    await waitFor(() => expect(detailed('FORM_SUBMISSIONS')).toHaveLength(1));
    await waitFor(() =>
      expect(daily().filter((type) => type === 'FORM_SUBMISSIONS')).toHaveLength(1),
    );
  });

  it("speaks Spanish with lang=es ('Selecciona una imagen')", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open(`clinicSdkKey=${KEY}&procedure=BBL&lang=es`);
    expect(
      await screen.findByRole('heading', { level: 1, name: translator('es')('advertise.title') }),
    ).toBeInTheDocument();
  });
});
