import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type SingleProcedureEvent, singleProcedureMachine } from './single-procedure-machine.ts';

const MODEL = { id: 'bbl-1', url: '/sample-models/v1/bbl-1.png', viewType: 'BODY_BACK' } as const;
const PHOTO = new Blob([new Uint8Array([1])], { type: 'image/png' });

function startFlow(showScan = true) {
  const actor = createActor(singleProcedureMachine, {
    input: { procedure: 'BBL', showScan },
  }).start();
  return {
    send: (...events: SingleProcedureEvent[]) => {
      for (const event of events) actor.send(event);
    },
    screen: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}
const BACK: SingleProcedureEvent = { type: 'back' };

describe('single-procedure flow (docs/product/single-procedure-flow.md)', () => {
  it('landing → Simulate Now → model → back → landing', () => {
    const flow = startFlow();
    expect(flow.screen()).toBe('landing');
    flow.send({ type: 'simulateNow' });
    expect(flow.screen()).toBe('model');
    flow.send(BACK);
    expect(flow.screen()).toBe('landing');
  });

  it('model → pick → Post-op Visualization → Try on another model → model, image cleared', () => {
    const flow = startFlow();
    flow.send({ type: 'simulateNow' }, { type: 'model.pick', model: MODEL });
    expect(flow.screen()).toBe('simulation');
    expect(flow.context().uploadType).toBe('model');
    flow.send({ type: 'simulation.tryAnotherModel' });
    expect(flow.screen()).toBe('model');
    expect(flow.context().image).toBeNull();
  });

  it('upload your own → method choice → scan instructions → scan → back → back → method → back → model', () => {
    const flow = startFlow();
    flow.send({ type: 'simulateNow' }, { type: 'model.useOwnPhoto' });
    expect(flow.screen()).toBe('uploadType');
    flow.send({ type: 'uploadType.choose', uploadType: 'scan' }, { type: 'continue' });
    expect(flow.screen()).toBe('scan');
    flow.send(BACK);
    expect(flow.screen()).toBe('scanInstructions');
    flow.send(BACK);
    expect(flow.screen()).toBe('uploadType');
    flow.send(BACK);
    expect(flow.screen()).toBe('model');
  });

  it('scan → captured → simulation on the captured photo', () => {
    const flow = startFlow();
    flow.send({ type: 'simulateNow' }, { type: 'model.useOwnPhoto' });
    flow.send({ type: 'uploadType.choose', uploadType: 'scan' }, { type: 'continue' });
    flow.send({ type: 'scan.captured', photo: PHOTO, viewType: 'BODY_BACK' });
    expect(flow.screen()).toBe('simulation');
    expect(flow.context().image).toMatchObject({
      kind: 'photo',
      blob: PHOTO,
      viewType: 'BODY_BACK',
    });
    expect(flow.context().uploadType).toBe('scan');
  });

  it('upload: waits for a photo; back → method choice; with photo → simulation', () => {
    const flow = startFlow();
    flow.send(
      { type: 'simulateNow' },
      { type: 'model.useOwnPhoto' },
      { type: 'uploadType.choose', uploadType: 'upload' },
    );
    flow.send({ type: 'upload.submitted' });
    expect(flow.screen()).toBe('upload');
    flow.send(BACK);
    expect(flow.screen()).toBe('uploadType');
    flow.send(
      { type: 'uploadType.choose', uploadType: 'upload' },
      { type: 'upload.photo', photo: PHOTO },
    );
    flow.send({ type: 'upload.submitted' });
    expect(flow.screen()).toBe('simulation');
    expect(flow.context().uploadType).toBe('upload');
  });

  it('scan steps → Upload a photo instead → upload', () => {
    const flow = startFlow();
    flow.send(
      { type: 'simulateNow' },
      { type: 'model.useOwnPhoto' },
      { type: 'uploadType.choose', uploadType: 'scan' },
    );
    flow.send({ type: 'capture.useUpload' });
    expect(flow.screen()).toBe('upload');
    expect(flow.context().uploadType).toBe('upload');
  });

  it('showScan false: upload your own goes straight to upload, whose back returns to model', () => {
    const flow = startFlow(false);
    flow.send({ type: 'simulateNow' }, { type: 'model.useOwnPhoto' });
    expect(flow.screen()).toBe('upload');
    flow.send(BACK);
    expect(flow.screen()).toBe('model');
  });

  it('back from the result waits while it is pending', () => {
    const flow = startFlow();
    flow.send(
      { type: 'simulateNow' },
      { type: 'model.pick', model: MODEL },
      { type: 'simulation.pending' },
      BACK,
    );
    expect(flow.screen()).toBe('simulation');
    flow.send({ type: 'simulation.settled' }, BACK);
    expect(flow.screen()).toBe('model');
  });

  it('a procedure from the host → landing for it', () => {
    const flow = startFlow();
    flow.send({ type: 'simulateNow' }, { type: 'host.procedure', procedure: 'TUMMY_TUCK' });
    expect(flow.screen()).toBe('landing');
    expect(flow.context().procedure).toBe('TUMMY_TUCK');
  });
});
