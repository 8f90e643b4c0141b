import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { procedureDisplayName } from '@afterlook/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { type FakeApi, startFakeApi, TEST_CLINIC } from '../../test-utils/fake-api-server.ts';
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

describe('single-procedure flow (/onboarding-single-procedure, docs/product/single-procedure-flow.md)', () => {
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

  describe('finding 7: a crafted configUrl', () => {
    const ATTACKER_TITLE = 'CLINIC CLOSED — call +1 900 555 0100';
    let configHits = 0;
    const configServer = createServer((_request, response) => {
      configHits += 1;
      response.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end(
        JSON.stringify({
          type: 'single-procedure',
          procedure: 'BBL',
          landingTitle: ATTACKER_TITLE,
        }),
      );
    });
    let configOrigin = '';
    let listing: FakeApi;
    beforeAll(async () => {
      await new Promise<void>((resolve) => configServer.listen(0, '127.0.0.1', resolve));
      configOrigin = `http://127.0.0.1:${(configServer.address() as AddressInfo).port}`;
      listing = await startFakeApi({
        sdkKey: KEY,
        clinic: { ...TEST_CLINIC, allowed_origins: [configOrigin] },
      });
    });
    afterAll(async () => {
      await listing.close();
      await new Promise((resolve) => configServer.close(resolve));
    });
    const open = (fakeApi: FakeApi) =>
      renderWidget(
        `/onboarding-single-procedure?clinicSdkKey=${KEY}&configUrl=${encodeURIComponent(`${configOrigin}/closed.json`)}`,
        { baseUrl: fakeApi.baseUrl },
      );

    it("is not fetched from an origin the clinic does not list: the clinic's own landing shows", async () => {
      configHits = 0;
      open(api);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Visualize Your Dream BBL' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(ATTACKER_TITLE)).toBeNull();
      expect(configHits).toBe(0);
    });

    it('is fetched from an origin the clinic lists', async () => {
      configHits = 0;
      open(listing);
      expect(
        await screen.findByRole('heading', { level: 1, name: ATTACKER_TITLE }),
      ).toBeInTheDocument();
      expect(configHits).toBe(1);
    });
  });
});
