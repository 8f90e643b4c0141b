import { PATHS } from '@afterlook/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { defaultBehaviour, type FakeApi, startFakeApi } from '../../test-utils/fake-api-server.ts';
import { renderWidget } from '../../test-utils/render-widget.tsx';

const en = translator('en');
const es = translator('es');
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
  renderWidget(`/onboarding-scan?clinicSdkKey=${KEY}&lang=en${query}`, { baseUrl: api.baseUrl });

describe('photo-capture integration flow (/onboarding-scan, docs/product/scan-flow.md)', () => {
  it("without a procedure says 'No procedure selected'", async () => {
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent(en('errors.noProcedureSelected'));
  });

  it("the all-poses scan without a procedure says 'Please pass in a procedure in the url.'", async () => {
    renderWidget(`/onboarding-scan-all-poses?clinicSdkKey=${KEY}&lang=en`, {
      baseUrl: api.baseUrl,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(en('errors.procedureMissingInUrl'));
  });

  it('an unknown procedure says so and links the integration guide', async () => {
    open('&procedure=NOT_A_PROCEDURE');
    expect(await screen.findByRole('alert')).toHaveTextContent(en('errors.invalidProcedure'));
    expect(screen.getByRole('link', { name: en('scanScreens.capture.guideLink') })).toHaveAttribute(
      'href',
      '/docs/embed#procedures',
    );
  });

  it('preview: the language dropdown switches the texts live; Continue opens the instructions', async () => {
    const user = userEvent.setup();
    open('&procedure=BBL');
    const select = await screen.findByLabelText(en('scanScreens.capture.language'));
    await user.selectOptions(select, 'es');
    expect(
      await screen.findByRole('button', { name: es('scanScreens.capture.continue') }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(es('scanScreens.capture.language')), 'en');
    await user.click(screen.getByRole('button', { name: en('scanScreens.capture.continue') }));
    expect(
      await screen.findByRole('heading', { name: en('scanScreens.instructions.title') }),
    ).toBeInTheDocument();
  });

  it('a face procedure promises the visualization by email within 12 hours, recorded once for the clinic with the query contact', async () => {
    open('&procedure=LIP_FILLER&name=Ana%20Ruiz&email=ana%40example.com&phone=%2B13055550100');
    expect(
      await screen.findByText(en('scanScreens.capture.comingSoonBody', { hours: 12 })),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodiesOf(PATHS.followUps)).toEqual([
        {
          kind: 'visualization_email',
          procedure: 'LIP_FILLER',
          name: 'Ana Ruiz',
          email: 'ana@example.com',
          phone: '+13055550100',
        },
      ]),
    );
  });

  it('another unsupported procedure offers the seven to try and the quote button (no promise made)', async () => {
    open('&procedure=ARM_LIFT');
    expect(await screen.findByText(en('scanScreens.capture.tryInstant'))).toBeInTheDocument();
    expect(api.bodiesOf(PATHS.followUps)).toEqual([]);
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(
      screen.getByRole('button', { name: en('scanScreens.capture.continueToQuote') }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: en('scanScreens.capture.continue') }),
      ).toBeDisabled(),
    );
  });
});
