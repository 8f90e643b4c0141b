import {
  AREA_PROCEDURES,
  type BodyArea,
  type Procedure,
  presetAreaForProcedure,
  SKIP_TO_MODEL_PROCEDURES,
} from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type Tier1Emitted, type Tier1Event, tier1Machine } from './tier1-machine.ts';

const OFFERED: readonly Procedure[] = [
  'BREAST_AUGMENTATION',
  'BREAST_LIFT',
  'BBL',
  'TUMMY_TUCK',
  'ARM_LIFT',
];

function startFlow(queryProcedure: Procedure | null = null, offeredProcedures = OFFERED) {
  const actor = createActor(tier1Machine, { input: { offeredProcedures, queryProcedure } }).start();
  const emitted: Tier1Emitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const send = (...events: Tier1Event[]) => {
    for (const event of events) actor.send(event);
  };
  const screen = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, send, screen, context, emitted };
}

const toggle = (area: BodyArea): Tier1Event => ({ type: 'area.toggle', area });
const select = (procedure: Procedure): Tier1Event => ({ type: 'procedure.select', procedure });
const CONTINUE: Tier1Event = { type: 'continue' };
const BACK: Tier1Event = { type: 'back' };
const MODEL = { id: 'bbl-1', url: '/sample-models/v1/bbl-1.png', viewType: 'BODY_BACK' } as const;
const PICK: Tier1Event = { type: 'model.pick', model: MODEL };
const PHOTO = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });

/** Walks from the area screen to the model screen with breast augmentation. */
const toModel = (flow: ReturnType<typeof startFlow>) =>
  flow.send(toggle('BREAST'), CONTINUE, select('BREAST_AUGMENTATION'), CONTINUE);

describe('tier-1 flow: area screen', () => {
  it('opens on the area screen with nothing chosen', () => {
    const flow = startFlow();
    expect(flow.screen()).toBe('area');
    expect(flow.context().areas).toEqual([]);
  });

  it('continue → stays on the area screen while no area is chosen', () => {
    const flow = startFlow();
    flow.send(CONTINUE);
    expect(flow.screen()).toBe('area');
  });

  it('choose breast → choose butt → breast again → only butt is chosen, each change reported', () => {
    const flow = startFlow();
    flow.send(toggle('BREAST'), toggle('BUTT'), toggle('BREAST'));
    expect(flow.context().areas).toEqual(['BUTT']);
    expect(flow.emitted).toEqual([
      { type: 'areasChanged', areas: ['BREAST'] },
      { type: 'areasChanged', areas: ['BUTT', 'BREAST'] },
      { type: 'areasChanged', areas: ['BUTT'] },
    ]);
  });

  it('keeps areas in the domain order whatever the click order', () => {
    const flow = startFlow();
    flow.send(toggle('TORSO'), toggle('ARMS'), toggle('BREAST'));
    expect(flow.context().areas).toEqual(['ARMS', 'BREAST', 'TORSO']);
  });

  it('choose breast → continue → procedure screen', () => {
    const flow = startFlow();
    flow.send(toggle('BREAST'), CONTINUE);
    expect(flow.screen()).toBe('procedure');
  });

  it('choose breast, deselect it → continue does nothing', () => {
    const flow = startFlow();
    flow.send(toggle('BREAST'), toggle('BREAST'), CONTINUE);
    expect(flow.screen()).toBe('area');
  });
});

describe('tier-1 flow: procedure screen', () => {
  it('continue → stays while no procedure is chosen', () => {
    const flow = startFlow();
    flow.send(toggle('BREAST'), CONTINUE, CONTINUE);
    expect(flow.screen()).toBe('procedure');
  });

  it('choose breast augmentation → reported once → continue → model screen', () => {
    const flow = startFlow();
    flow.send(toggle('BREAST'), CONTINUE);
    flow.emitted.length = 0;
    flow.send(select('BREAST_AUGMENTATION'), select('BREAST_AUGMENTATION'), CONTINUE);
    expect(flow.emitted).toEqual([{ type: 'procedureSelected', procedure: 'BREAST_AUGMENTATION' }]);
    expect(flow.screen()).toBe('model');
    expect(flow.context().procedure).toBe('BREAST_AUGMENTATION');
  });

  it('ignores a procedure that is not listed for the chosen areas', () => {
    const flow = startFlow();
    flow.send(toggle('BREAST'), CONTINUE, select('BBL'), CONTINUE);
    expect(flow.context().procedure).toBeNull();
    expect(flow.screen()).toBe('procedure');
  });

  it('choose breast → continue → back → area screen with breast still chosen', () => {
    const flow = startFlow();
    flow.send(toggle('BREAST'), CONTINUE, BACK);
    expect(flow.screen()).toBe('area');
    expect(flow.context().areas).toEqual(['BREAST']);
  });

  it('back to area → deselecting the procedure’s area drops the chosen procedure', () => {
    const flow = startFlow();
    flow.send(toggle('BREAST'), toggle('BUTT'), CONTINUE, select('BBL'), BACK);
    flow.send(toggle('BREAST'));
    expect(flow.context().procedure).toBe('BBL');
    flow.send(toggle('BUTT'), toggle('ARMS'));
    expect(flow.context().procedure).toBeNull();
  });
});

describe('tier-1 flow: later screens and their back rules (docs/product/onboarding-flow.md)', () => {
  it('model → back → procedure', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send(BACK);
    expect(flow.screen()).toBe('procedure');
  });

  it('model → pick a sample model → simulation with upload type model → back → model', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send(PICK);
    expect(flow.screen()).toBe('simulation');
    expect(flow.context().uploadType).toBe('model');
    flow.send(BACK);
    expect(flow.screen()).toBe('model');
  });

  it('upload type → back → procedure', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send({ type: 'model.useOwnPhoto' });
    expect(flow.screen()).toBe('uploadType');
    flow.send(BACK);
    expect(flow.screen()).toBe('procedure');
  });

  it('scan: upload type → scan instructions → continue → scan → back → instructions → back → upload type', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send({ type: 'model.useOwnPhoto' }, { type: 'uploadType.choose', uploadType: 'scan' });
    expect(flow.screen()).toBe('scanInstructions');
    expect(flow.context().uploadType).toBe('scan');
    flow.send(CONTINUE);
    expect(flow.screen()).toBe('scan');
    flow.send(BACK);
    expect(flow.screen()).toBe('scanInstructions');
    flow.send(BACK);
    expect(flow.screen()).toBe('uploadType');
  });

  it('scan → captured → simulation', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send(
      { type: 'model.useOwnPhoto' },
      { type: 'uploadType.choose', uploadType: 'scan' },
      CONTINUE,
      { type: 'scan.captured', photo: PHOTO, viewType: 'TORSO_FRONT' },
    );
    expect(flow.screen()).toBe('simulation');
  });

  it('upload: upload type → photo upload → back → upload type; submitted → simulation', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send({ type: 'model.useOwnPhoto' }, { type: 'uploadType.choose', uploadType: 'upload' });
    expect(flow.screen()).toBe('upload');
    expect(flow.context().uploadType).toBe('upload');
    flow.send(BACK);
    expect(flow.screen()).toBe('uploadType');
    flow.send({ type: 'uploadType.choose', uploadType: 'upload' }, { type: 'upload.submitted' });
    expect(flow.screen()).toBe('upload');
    flow.send({ type: 'upload.photo', photo: PHOTO }, { type: 'upload.submitted' });
    expect(flow.screen()).toBe('simulation');
    expect(flow.context().image).toMatchObject({ kind: 'photo', blob: PHOTO });
  });

  it('simulation: back is disabled while the result of an AI-supported procedure is pending', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send(PICK, { type: 'simulation.pending' }, BACK);
    expect(flow.screen()).toBe('simulation');
    flow.send({ type: 'simulation.settled' }, BACK);
    expect(flow.screen()).toBe('model');
  });

  it('simulation: back works while a non-AI procedure’s result is pending', () => {
    const flow = startFlow();
    flow.send(toggle('ARMS'), CONTINUE, select('ARM_LIFT'), CONTINUE, PICK);
    flow.send({ type: 'simulation.pending' }, BACK);
    expect(flow.screen()).toBe('model');
  });

  it("simulation: 'Try on another model' → model, even while pending", () => {
    const flow = startFlow();
    toModel(flow);
    flow.send(PICK, { type: 'simulation.pending' }, { type: 'simulation.tryAnotherModel' });
    expect(flow.screen()).toBe('model');
    expect(flow.context().resultPending).toBe(false);
  });
});

describe('tier-1 flow: procedure query parameter', () => {
  it.each(SKIP_TO_MODEL_PROCEDURES)(
    '%s skips straight to the model screen with its preset area',
    (procedure) => {
      const flow = startFlow(procedure);
      expect(flow.screen()).toBe('model');
      expect(flow.context().procedure).toBe(procedure);
      expect(flow.context().areas).toEqual([presetAreaForProcedure(procedure)]);
    },
  );

  it('BBL → model → back → procedure screen for the butt area, BBL still chosen', () => {
    const flow = startFlow('BBL');
    flow.send(BACK);
    expect(flow.screen()).toBe('procedure');
    expect(flow.context().areas).toEqual(['BUTT']);
    expect(AREA_PROCEDURES.BUTT).toContain(flow.context().procedure);
  });

  it('another valid procedure (RHINOPLASTY) opens on the area screen', () => {
    const flow = startFlow('RHINOPLASTY');
    expect(flow.screen()).toBe('area');
    expect(flow.context().procedure).toBeNull();
    expect(flow.context().areas).toEqual([]);
  });
});

describe('tier-1 flow: the image the simulation runs on (docs/product/state-machines.md#simulation-flow)', () => {
  it('pick a model → the image is that model; back → model with it still chosen', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send(PICK);
    expect(flow.context().image).toEqual({ kind: 'model', ...MODEL });
    flow.send(BACK);
    expect(flow.context().image).toEqual({ kind: 'model', ...MODEL });
  });

  it("'Try on another model' clears the image", () => {
    const flow = startFlow();
    toModel(flow);
    flow.send(PICK, { type: 'simulation.tryAnotherModel' });
    expect(flow.screen()).toBe('model');
    expect(flow.context().image).toBeNull();
  });

  it('upload: photo chosen → removed → upload photos does nothing', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send({ type: 'model.useOwnPhoto' }, { type: 'uploadType.choose', uploadType: 'upload' });
    flow.send({ type: 'upload.photo', photo: PHOTO }, { type: 'upload.photo', photo: null });
    flow.send({ type: 'upload.submitted' });
    expect(flow.screen()).toBe('upload');
  });

  it('a new photo is a new image (a new result)', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send({ type: 'model.useOwnPhoto' }, { type: 'uploadType.choose', uploadType: 'upload' });
    flow.send({ type: 'upload.photo', photo: PHOTO }, { type: 'upload.submitted' });
    const first = flow.context().image;
    flow.send(
      BACK,
      { type: 'model.useOwnPhoto' },
      { type: 'uploadType.choose', uploadType: 'upload' },
    );
    flow.send({ type: 'upload.submitted' });
    expect(flow.context().image?.id).not.toBe(first?.id);
  });

  it("scan steps → 'Upload a photo instead' → upload with upload type upload", () => {
    const flow = startFlow();
    toModel(flow);
    flow.send({ type: 'model.useOwnPhoto' }, { type: 'uploadType.choose', uploadType: 'scan' });
    flow.send({ type: 'capture.useUpload' });
    expect(flow.screen()).toBe('upload');
    expect(flow.context().uploadType).toBe('upload');
    flow.send(BACK, { type: 'uploadType.choose', uploadType: 'scan' }, CONTINUE, {
      type: 'capture.useUpload',
    });
    expect(flow.screen()).toBe('upload');
  });
});

describe('tier-1 flow: a procedure from the host page', () => {
  it('BBL from the host on the area screen → model screen for BBL with the butt area', () => {
    const flow = startFlow();
    flow.send({ type: 'host.procedure', procedure: 'BBL' });
    expect(flow.screen()).toBe('model');
    expect(flow.context().procedure).toBe('BBL');
    expect(flow.context().areas).toEqual(['BUTT']);
    expect(flow.emitted.at(-1)).toEqual({ type: 'procedureSelected', procedure: 'BBL' });
  });

  it('on the result → model screen for the new procedure, the image cleared', () => {
    const flow = startFlow();
    toModel(flow);
    flow.send(PICK, { type: 'host.procedure', procedure: 'TUMMY_TUCK' });
    expect(flow.screen()).toBe('model');
    expect(flow.context().image).toBeNull();
    expect(flow.context().areas).toEqual(['TORSO']);
  });

  it('a procedure outside the skip-to-model list is ignored', () => {
    const flow = startFlow();
    flow.send({ type: 'host.procedure', procedure: 'RHINOPLASTY' });
    expect(flow.screen()).toBe('area');
  });
});
