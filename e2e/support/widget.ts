import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { AdminLead, AdminLeadsResponse } from '@afterlook/api';
import {
  type Language,
  MESSAGES,
  type Messages,
  type Procedure,
  THEME_DEFAULTS,
} from '@afterlook/domain';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import sharp from 'sharp';
import { type GuardedPage, openPage, saveScreenshot, VIEWPORTS } from './browser.ts';
import type { RunningServer } from './server.ts';

/**
 * Helpers for driving whole widget flows: open a flow in a fresh browser context, act
 * as the patient does (tap a region, a procedure row, fill the lead form), and keep a
 * screenshot of each screen passed through.
 */

export type Viewport = keyof typeof VIEWPORTS;

export interface FlowPage extends GuardedPage {
  readonly texts: Messages;
  readonly language: Language;
  /** Answers of 400 and above the page received, as 'STATUS METHOD path'. */
  readonly httpErrors: string[];
  /** Saves a full-page screenshot named `<prefix>-<name>-<viewport>-<language>`. */
  shot(name: string): Promise<string>;
}

export interface OpenFlowOptions {
  readonly language?: Language;
  readonly viewport?: Viewport;
  /** Screenshot name prefix (the flow). */
  readonly prefix?: string;
  /** Runs on the new page before it navigates (routes, listeners). */
  readonly beforeGoto?: (page: Page) => Promise<unknown> | undefined;
  /**
   * The patient's "reduce motion" setting: bot replies then appear whole instead of typing
   * out at 10 ms a character. Chat files that test what is said, not how it appears, ask
   * for it; each chatbot keeps one test with the typing effect.
   */
  readonly reducedMotion?: boolean;
  /** Outside origins the test answers with its own route (openPage). */
  readonly answeredOrigins?: readonly string[];
}

/** Opens `path` (with its query) on the real server in a new browser context. */
export async function openFlow(
  browser: Browser,
  server: RunningServer,
  path: string,
  {
    language = 'en',
    viewport = 'phone',
    prefix = 'flow',
    beforeGoto,
    reducedMotion = false,
    answeredOrigins = [],
  }: OpenFlowOptions = {},
): Promise<FlowPage> {
  const guarded = await openPage(
    browser,
    {
      viewport: VIEWPORTS[viewport],
      locale: language === 'es' ? 'es-ES' : 'en-US',
      reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    },
    answeredOrigins,
  );
  const httpErrors: string[] = [];
  guarded.page.on('response', (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    httpErrors.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  await beforeGoto?.(guarded.page);
  await guarded.page.goto(`${server.url}${path}`);
  // The patient's taps and the pictures are of the screen at rest: in the fallback font a
  // Spanish title wraps, and the screen below it moves up as our font arrives.
  await guarded.page.evaluate(
    (family) => document.fonts.load(`1em "${family}"`),
    THEME_DEFAULTS.fontFamily,
  );
  return {
    ...guarded,
    httpErrors,
    texts: MESSAGES[language],
    language,
    shot: (name) => saveScreenshot(guarded.page, `${prefix}-${name}-${viewport}-${language}`),
  };
}

/** Where a widget is driven: its own page, or its frame inside a host page. */
export type Scope = Page | FrameLocator;

/** A region of the body figure; a tap lands on its first shape, as a finger would. */
export const tapRegion = (page: Scope, label: string) =>
  page
    .getByRole('checkbox', { name: label, exact: true })
    .first()
    .locator('path.al-figure__shape')
    .first()
    .click();

/** A procedure row is a label around a visually hidden radio: the patient taps the row. */
export const tapProcedure = (page: Scope, procedure: Procedure) =>
  page.locator(`label[data-procedure="${procedure}"]`).click();

/** The modal dialog over the result (container #onboarding-advertise-v4__modal-container). */
export const leadDialog = (page: Scope) => page.getByRole('dialog');

export interface LeadInput {
  readonly firstName: string;
  readonly lastName: string;
  /** National US number as typed, e.g. '2025550143'. */
  readonly phone: string;
}

/** Fills the onboarding lead form (first name, last name, US phone); does not submit. */
export async function fillOnboardingLead(page: Scope, texts: Messages, lead: LeadInput) {
  const dialog = leadDialog(page);
  await dialog.getByLabel(texts.lead.firstName, { exact: true }).fill(lead.firstName);
  await dialog.getByLabel(texts.lead.lastName, { exact: true }).fill(lead.lastName);
  await dialog.getByLabel(texts.phoneInput.label, { exact: true }).fill(lead.phone);
}

/** Fills the onboarding lead form, sends it and waits until the result is unveiled. */
export async function unveilWithOnboardingLead(page: Scope, texts: Messages, lead: LeadInput) {
  await fillOnboardingLead(page, texts, lead);
  await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).click();
  await leadDialog(page).waitFor({ state: 'detached', timeout: 120_000 });
}

/**
 * A real photo of a person, as apps/server's test-support/person-photo.ts takes it:
 * the second woman of @vladmandic/face-api's demo sample6.jpg, cropped from the head
 * to the thighs, facing the camera (a TORSO_FRONT photo), as a JPEG a phone would make.
 */
export async function personPhotoJpeg(): Promise<Buffer> {
  const root = dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
  return sharp(join(root, 'demo/sample6.jpg'))
    .extract({ left: 580, top: 200, width: 480, height: 1336 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A real face, as apps/server's test-support/person-photo.ts takes it for HEAD_FRONT:
 * the middle woman of @vladmandic/face-api's demo sample3.jpg, her face only (lip filler).
 */
export async function facePhotoJpeg(): Promise<Buffer> {
  const root = dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
  return sharp(join(root, 'demo/sample3.jpg'))
    .extract({ left: 960, top: 120, width: 460, height: 520 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A tiny HTTP server on loopback answering every GET with one JSON document (a clinic's form config). */
export async function serveJson(
  document: unknown,
): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server: Server = createServer((request, response) => {
    count += 1;
    response.writeHead(200, {
      'content-type': 'application/json',
      // The widget fetches it from its own origin (another port): a plain CORS GET.
      'access-control-allow-origin': '*',
    });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(document));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/form-config.json`,
    requests: () => count,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A session on the real API, as the widget makes one. */
export async function createSession(server: RunningServer, sdkKey: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/sessions`, {
    method: 'POST',
    headers: { Authorization: sdkKey },
  });
  if (response.status !== 201) throw new Error(`session: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface TestClinic {
  readonly id: string;
  readonly sdkKey: string;
  /** A clinic admin key (`npm run clinic -- create-admin-key <id>`). */
  readonly adminKey: string;
}

/** A new clinic with every procedure and an admin key, made with the real clinic CLI (extra clinic flags given). */
export async function createClinicWithAdminKey(
  server: RunningServer,
  name: string,
  flags: readonly string[] = [],
): Promise<TestClinic> {
  const created = JSON.parse(await server.cli(['create', '--name', name, ...flags])) as {
    id: string;
    sdk_key: string;
  };
  const admin = JSON.parse(await server.cli(['create-admin-key', created.id])) as {
    admin_key: string;
  };
  return { id: created.id, sdkKey: created.sdk_key, adminKey: admin.admin_key };
}

/** GET a clinic admin call (`Authorization: Bearer <admin key>`) and parse its JSON. */
export async function adminGet<T>(
  server: RunningServer,
  adminKey: string,
  path: string,
): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Authorization: `Bearer ${adminKey}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The clinic's stored leads, newest first, as its dashboard's list reads them. */
export const leadsOf = (server: RunningServer, clinic: TestClinic) =>
  adminGet<AdminLeadsResponse>(server, clinic.adminKey, '/api/v1/admin/leads').then(
    (page) => page.leads,
  );

/** One stored lead whole, with its messages (the list carries only their count). */
export const leadOf = (server: RunningServer, clinic: TestClinic, patientUuid: string) =>
  adminGet<AdminLead>(server, clinic.adminKey, `/api/v1/admin/leads/${patientUuid}`);

/** Waits for a condition on the server (a counter, a stored lead), polling every 100 ms. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) {
      throw new Error(`condition not met in ${timeoutMs} ms; last value ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

/**
 * What went wrong in a flow's page: HTTP errors and console or uncaught errors (the
 * browser's 'Failed to load resource' lines are in the HTTP list). None is expected,
 * not even on loopback, whose location is 'Unknown' with a 200.
 */
/**
 * MediaPipe's runtime (the scan's pose detector, the face check) prints this notice on
 * the console's error stream when it starts; it is information, not an error.
 */
const TFLITE_INFO = 'INFO: Created TensorFlow Lite XNNPACK delegate';

export function problemsOf(flow: FlowPage): string[] {
  return [
    ...flow.httpErrors,
    ...flow.pageErrors.filter(
      (error) => !error.startsWith('Failed to load resource:') && !error.startsWith(TFLITE_INFO),
    ),
  ];
}
