import { CONSENT_VERSION, PRODUCT_EVENT_PROPERTIES, procedureDisplayName } from '@afterlook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { defaultBehaviour, type FakeApi, startFakeApi } from '../../test-utils/fake-api-server.ts';
import { fakeImageCodec, recordingSink, renderWidget } from '../../test-utils/render-widget.tsx';
import { preloadLaterScreens } from './lazy-later-screens.tsx';

const t = translator('en');
const KEY = 'harbor-key';
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi({ sdkKey: KEY });
  // In a browser the later screens load while the patient is on the first one.
  await preloadLaterScreens();
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  Object.assign(api.behaviour, defaultBehaviour());
  api.requests.length = 0;
  api.calls.length = 0;
});

const open = (query: string, options: Parameters<typeof renderWidget>[1] = {}) => {
  const sink = recordingSink();
  const view = renderWidget(
    `/onboarding-tier1?clinicSdkKey=${KEY}&${query}`,
    { baseUrl: api.baseUrl, ...options },
    [sink],
  );
  return { ...view, sink };
};
const modelButton = (n: number, procedure: 'BBL' | 'BREAST_AUGMENTATION' = 'BBL') =>
  screen.findByRole('button', {
    name: t('model.modelAlt', { n, procedure: procedureDisplayName(procedure, 'en') }),
  });
const resultHeading = () => screen.findByRole('heading', { level: 1, name: t('result.title') });

async function fillOnboardingLead(first = 'Ana', last = 'Lopez', phone = '3055550100') {
  const dialog = await screen.findByRole('dialog', { name: t('lead.headingResults') });
  await userEvent.type(await within(dialog).findByLabelText(t('lead.firstName')), first);
  await userEvent.type(within(dialog).getByLabelText(t('lead.lastName')), last);
  await userEvent.type(within(dialog).getByLabelText(t('phoneInput.label')), phone);
  return dialog;
}

describe('tier-1 flow with a sample model (docs/product/onboarding-flow.md, state-machines.md#simulation-flow, state-machines.md#lead-forms)', () => {
  it('?procedure=BBL → pick model 1 → spinner, back disabled → lead form → View Results → the comparison at the middle image', async () => {
    const { sink } = open('procedure=BBL');
    await userEvent.click(await modelButton(1));

    await resultHeading();
    expect(screen.getByRole('button', { name: t('layout.back') })).toBeDisabled();
    expect(screen.getByText(t('result.waiting'))).toBeInTheDocument();

    const dialog = await fillOnboardingLead();
    const submit = within(dialog).getByRole('button', { name: t('lead.viewResults') });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const slider = await screen.findByRole('slider', { name: t('result.adjust.bbl') });
    expect(slider).toHaveAttribute('aria-valuetext', t('result.level', { n: 2, count: 3 }));
    expect(screen.getByRole('button', { name: t('layout.back') })).toBeEnabled();

    // The §3 payload, with the location from getUserLocation; no batch for a model, whose
    // picture image_url names instead.
    expect(api.bodiesOf('/clinics/v1/forms/submit')).toEqual([
      {
        image_url: '/sample-models/v1/bbl-1.png',
        form_user_id: expect.any(String),
        form_name: 'ONBOARDING_TIER1',
        is_debug: false,
        form_data: { name: 'Ana Lopez', phone: '+13055550100' },
        patient_record: {
          first_name: 'Ana',
          last_name: 'Lopez',
          phone: '+13055550100',
          location: 'Austin, Texas',
          upload_type: 'model',
          procedures_of_interest: ['BBL'],
        },
      },
    ]);
    // The model's own address is transformed; nothing is uploaded.
    expect(api.bodiesOf('/clinics/v1/forms/transforms')).toEqual([
      {
        image_url: '/sample-models/v1/bbl-1.png',
        procedure_types: ['BBL'],
        procedure_view: 'BODY_BACK',
      },
    ]);
    expect(api.calls).not.toContain('POST /clinics/v1/forms/patients/images/batch');
    await waitFor(() =>
      expect(sink.events.map(({ event }) => event)).toEqual(
        expect.arrayContaining([
          'Form Started',
          'Simulation Complete',
          'User Details Captured',
          'Form Submitted',
        ]),
      ),
    );
  });

  it('the divider is a keyboard slider: End shows all of the after image, Home none', async () => {
    open('procedure=BBL');
    await userEvent.click(await modelButton(2));
    await userEvent.click(
      within(await fillOnboardingLead()).getByRole('button', { name: t('lead.viewResults') }),
    );
    const divider = await screen.findByRole('slider', { name: t('result.dividerLabel') });
    expect(divider).toHaveAttribute('aria-valuenow', '50');
    divider.focus();
    await userEvent.keyboard('{End}');
    expect(divider).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText(t('result.before'))).not.toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(divider).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText(t('result.after'))).not.toBeInTheDocument();
  });

  it("'Try on another model' → model screen, nothing chosen; the lead is not asked again", async () => {
    open('procedure=BBL');
    await userEvent.click(await modelButton(1));
    await userEvent.click(
      within(await fillOnboardingLead()).getByRole('button', { name: t('lead.viewResults') }),
    );
    await screen.findByRole('slider', { name: t('result.adjust.bbl') });
    await userEvent.click(screen.getByRole('button', { name: t('result.tryAnotherModel') }));
    expect(await modelButton(1)).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(await modelButton(3));
    await screen.findByRole('slider', { name: t('result.adjust.bbl') });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('/clinics/v1/forms/transforms')).toHaveLength(2);
  });

  it("a failed submit closes the modal and says 'Failed to submit form. Please try again.'", async () => {
    api.behaviour.submitStatus = 500;
    open('procedure=BBL');
    await userEvent.click(await modelButton(1));
    await userEvent.click(
      within(await fillOnboardingLead()).getByRole('button', { name: t('lead.viewResults') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(t('errors.submitFailed'))).toBeInTheDocument();
    api.behaviour.submitStatus = 200;
    await userEvent.click(
      screen.getAllByRole('button', { name: t('result.enterDetails') })[0] as HTMLElement,
    );
    await userEvent.click(
      within(await fillOnboardingLead()).getByRole('button', { name: t('lead.viewResults') }),
    );
    await waitFor(() =>
      expect(screen.queryByText(t('errors.submitFailed'))).not.toBeInTheDocument(),
    );
  });

  it('§4.2 Form Submitted: closing the lead modal unsubmitted records nothing; its close on submission records it once', async () => {
    const { sink } = open('procedure=BBL');
    await userEvent.click(await modelButton(1));
    const dialog = await screen.findByRole('dialog', { name: t('lead.headingResults') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('layout.closeModal') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const submittedEvents = () => sink.events.filter(({ event }) => event === 'Form Submitted');
    expect(submittedEvents()).toEqual([]);

    // The locked result offers the form again; this time it is sent.
    await userEvent.click(await screen.findByRole('button', { name: t('result.enterDetails') }));
    await userEvent.click(
      within(await fillOnboardingLead()).getByRole('button', { name: t('lead.viewResults') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(submittedEvents()).toHaveLength(1));
    const names = sink.events.map(({ event }) => event);
    expect(names.indexOf('User Details Captured')).toBeLessThan(names.indexOf('Form Submitted'));
    expect(submittedEvents()[0]?.properties).toMatchObject({
      [PRODUCT_EVENT_PROPERTIES.procedure]: 'BBL',
    });
  });

  it('shows metadata.reason when the simulation says success false', async () => {
    api.behaviour.metadata = {
      status: { success: false, reason: 'We could not find a person in this photo.' },
    };
    open('procedure=BBL');
    await userEvent.click(await modelButton(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a person in this photo.',
    );
  });

  it("a 401 from the transform says 'Session has expired. Page will refresh in 3 seconds.' and reloads", async () => {
    api.behaviour.transformStatus = 401;
    const reload = vi.fn();
    open('procedure=BBL', { browser: { reload } });
    await userEvent.click(await modelButton(1));
    expect(await screen.findByText(t('errors.sessionExpired'))).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 4000 });
  });
});

/** The consent line before a photo is sent, naming the clinic, with the privacy policy link. */
const expectConsentLine = () => {
  expect(
    screen.getByText(t('consent.line', { clinic: 'Harbor Aesthetics' }), { exact: false }),
  ).toBeInTheDocument();
  const link = screen.getByRole('link', { name: t('consent.privacyLink') });
  expect(link).toHaveAttribute('href', '/privacy?lang=en');
  expect(link).toHaveAttribute('target', '_blank');
};

describe('tier-1 flow with an uploaded photo (docs/product/onboarding-flow.md step 7, §5)', () => {
  const toUpload = async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(t('model.uploadOwn')) }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: t('upload.methodTitle') }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(t('upload.methodUpload')) }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: t('upload.title') }),
    ).toBeInTheDocument();
  };
  const fileInput = () =>
    document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
  const png = (bytes = 4) => new File([new Uint8Array(bytes)], 'me.PNG', { type: 'image/png' });

  it('upload photos waits for a photo; wrong type and unreadable files say why, in en', async () => {
    open('procedure=BREAST_AUGMENTATION');
    await toUpload();
    expect(screen.getByRole('button', { name: t('upload.submit') })).toBeDisabled();
    for (const item of ['waistHigh', 'garments', 'lighting'] as const) {
      expect(screen.getByText(t(`upload.checklist.${item}`))).toBeInTheDocument();
    }
    expect(await screen.findAllByRole('img', { name: /Good photo example/ })).toHaveLength(3);
    expectConsentLine();

    await userEvent.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t('validation.fileTypeInvalid'));
    await userEvent.upload(fileInput(), png(0));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('validation.uploadFailed'));
  });

  it("Upload Photo → 'Completed!' → trash removes it → again → Upload photos → PNG put, implant size shown", async () => {
    const codec = fakeImageCodec();
    open('procedure=BREAST_AUGMENTATION', { browser: { imageCodec: codec } });
    await toUpload();
    await userEvent.upload(fileInput(), png());
    expect(await screen.findByText(t('upload.completed'))).toBeInTheDocument();
    // Downscaled to the engine's working size: long side 1024.
    expect(codec.encoded).toEqual([{ width: 1024, height: 768 }]);
    await userEvent.click(screen.getByRole('button', { name: t('upload.removePhoto') }));
    expect(screen.queryByText(t('upload.completed'))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('upload.submit') })).toBeDisabled();

    await userEvent.upload(fileInput(), png());
    await userEvent.click(await screen.findByRole('button', { name: t('upload.submit') }));
    await resultHeading();
    await userEvent.click(
      within(await fillOnboardingLead()).getByRole('button', { name: t('lead.viewResults') }),
    );
    const slider = await screen.findByRole('slider', { name: t('result.adjust.implantSize') });
    // 310 cc is shown rounded to the nearest 25 cc.
    expect(slider).toHaveAttribute('aria-valuetext', t('result.implantSize', { cc: 300 }));

    expect(api.bodiesOf('/clinics/v1/forms/patients/images/batch')).toEqual([
      { images: [{ view_type: 'TORSO_FRONT', procedure_types: ['BREAST_AUGMENTATION'] }] },
    ]);
    const batch = api.requests.find((r) => r.path === '/clinics/v1/forms/patients/images/batch');
    expect(batch?.search).toBe('source=form');
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.headers['content-type']).toBe('image/png');
    expect(api.bodiesOf('/clinics/v1/forms/transforms')).toEqual([
      {
        image_url: '/files/0.png',
        procedure_types: ['BREAST_AUGMENTATION'],
        procedure_view: 'TORSO_FRONT',
      },
    ]);
    // 'Upload photos' was pressed under the consent line: the lead says which words.
    await waitFor(() => expect(api.bodiesOf('/clinics/v1/forms/submit')).toHaveLength(1));
    expect(api.bodiesOf('/clinics/v1/forms/submit')[0]).toMatchObject({
      batch_id: 'batch-1',
      consent_version: CONSENT_VERSION,
      patient_record: { upload_type: 'upload' },
    });
  });

  it("issue 30: after the patient's own photo the result offers 'Try another photo', not 'Try on another model'; it returns to the model screen", async () => {
    open('procedure=BREAST_AUGMENTATION', { browser: { imageCodec: fakeImageCodec() } });
    await toUpload();
    await userEvent.upload(fileInput(), png());
    await userEvent.click(await screen.findByRole('button', { name: t('upload.submit') }));
    await resultHeading();
    await userEvent.click(
      within(await fillOnboardingLead()).getByRole('button', { name: t('lead.viewResults') }),
    );
    await screen.findByRole('slider', { name: t('result.adjust.implantSize') });
    expect(screen.queryByRole('button', { name: t('result.tryAnotherModel') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('result.tryAnotherPhoto') }));
    expect(await modelButton(1, 'BREAST_AUGMENTATION')).toHaveAttribute('aria-pressed', 'false');
  });

  it("two upload slots → 'Invalid number of presigned urls'", async () => {
    api.behaviour.slots = 2;
    open('procedure=BREAST_AUGMENTATION');
    await toUpload();
    await userEvent.upload(fileInput(), png());
    await userEvent.click(await screen.findByRole('button', { name: t('upload.submit') }));
    expect(await screen.findByText(t('validation.uploadSlotCount'))).toBeInTheDocument();
  });

  it('scan → Scan Instructions; Continue → Scan; without a camera the fallback view offers the upload', async () => {
    open('procedure=BBL');
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(t('model.uploadOwn')) }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(t('upload.methodScan')) }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: t('scanScreens.instructions.title') }),
    ).toBeInTheDocument();
    expectConsentLine();
    await userEvent.click(screen.getByRole('button', { name: t('shell.continue') }));
    // jsdom has no camera and no pose runtime: the fallback view, not a dead end.
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: t('scanScreens.failure.title') },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: t('scanScreens.scan.title') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('layout.back') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: t('scanScreens.instructions.title') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('shell.continue') }));
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: t('scanScreens.failure.useUpload') },
        { timeout: 5000 },
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: t('upload.title') }),
    ).toBeInTheDocument();
  });
});

describe('tier-1 flow with a procedure the AI does not support', () => {
  it("§2.2 arm lift: the model screen says it has no AI before anything is uploaded; → upload → '{procedure} is not supported by AI.' and 'Enter details to continue' / 'Submit'", async () => {
    open('');
    await screen.findByRole('heading', { level: 1, name: t('area.title') });
    const front = screen.getByRole('group', {
      name: t('area.figureLabel', { side: t('area.front') }),
    });
    await userEvent.click(within(front).getByRole('checkbox', { name: t('area.regions.ARMS') }));
    await userEvent.click(screen.getByRole('button', { name: t('shell.continue') }));
    await userEvent.click(
      screen.getByRole('radio', { name: new RegExp(procedureDisplayName('ARM_LIFT', 'en')) }),
    );
    await userEvent.click(screen.getByRole('button', { name: t('shell.continue') }));
    expect(screen.getByText(t('model.noneAvailable'))).toBeInTheDocument();
    // docs/product/onboarding-flow.md (§2.2): said before anything is picked or uploaded.
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      t('errors.notSupportedByAi', { procedure: procedureDisplayName('ARM_LIFT', 'en') }),
    );
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t('model.uploadOwn')) }));
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(t('upload.methodUpload')) }),
    );
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement,
      new File([new Uint8Array(4)], 'me.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: t('upload.submit') }));
    expect(
      await screen.findByText(
        t('errors.notSupportedByAi', { procedure: procedureDisplayName('ARM_LIFT', 'en') }),
      ),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: t('lead.headingContinue') });
    expect(await within(dialog).findByRole('button', { name: t('lead.submit') })).toBeDisabled();
    expect(screen.getByRole('button', { name: t('layout.back') })).toBeEnabled();
    expect(api.calls).not.toContain('POST /clinics/v1/forms/transforms');
  });
});
