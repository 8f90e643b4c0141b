import { procedureDisplayName } from '@afterlook/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { type FakeApi, startFakeApi } from '../../test-utils/fake-api-server.ts';
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

describe('single-procedure flow (/onboarding-single-procedure, SPEC.md §2.8)', () => {
  it("landing 'Visualize Your Dream BBL' → Simulate Now → model text → Upload your own → method → Upload photo", async () => {
    renderWidget(`/onboarding-single-procedure?clinicSdkKey=${KEY}`, { baseUrl: api.baseUrl });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visualize Your Dream BBL' }),
    ).toBeInTheDocument();
    for (const step of ['upload', 'simulate', 'explore'] as const) {
      expect(screen.getByText(t(`singleProcedure.steps.${step}`))).toBeInTheDocument();
    }
    expect(screen.getByText(t('singleProcedure.magicLine'))).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: t('singleProcedure.exampleLabel') }),
    ).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: t('singleProcedure.simulateButton') }),
    );
    expect(
      screen.getByText(
        t('model.singleProcedureText', { a: 'a', procedure: procedureDisplayName('BBL', 'en') }),
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(t('model.uploadOwn')) }),
    );
    expect(
      screen.getByRole('button', { name: new RegExp(t('upload.methodScan')) }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(t('upload.methodUpload')) }),
    );
    expect(screen.getByRole('heading', { level: 1, name: t('upload.title') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('layout.back') }));
    expect(
      screen.getByRole('heading', { level: 1, name: t('upload.methodTitle') }),
    ).toBeInTheDocument();
  });

  it('a procedure in the query (no configUrl) is the landing’s procedure', async () => {
    renderWidget(`/onboarding-single-procedure?clinicSdkKey=${KEY}&procedure=TUMMY_TUCK`, {
      baseUrl: api.baseUrl,
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: t('singleProcedure.landingTitle', {
          procedure: procedureDisplayName('TUMMY_TUCK', 'en'),
        }),
      }),
    ).toBeInTheDocument();
  });
});
