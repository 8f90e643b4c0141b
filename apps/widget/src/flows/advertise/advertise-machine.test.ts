import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type AdvertiseEvent, advertiseMachine } from './advertise-machine.ts';

const MODEL = { id: 'bbl-1', url: '/sample-models/v1/bbl-1.png', viewType: 'BODY_BACK' } as const;
const PHOTO = new Blob([new Uint8Array([1])], { type: 'image/png' });

function startFlow() {
  const actor = createActor(advertiseMachine, { input: { procedure: 'BBL' } }).start();
  return {
    send: (...events: AdvertiseEvent[]) => {
      for (const event of events) actor.send(event);
    },
    screen: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('ad flow (docs/product/ad-flow.md)', () => {
  it('starts on select model', () => {
    expect(startFlow().screen()).toBe('model');
  });

  it('pick an image → simulation with that model → Try on another model → images, image cleared', () => {
    const flow = startFlow();
    flow.send({ type: 'model.pick', model: MODEL });
    expect(flow.screen()).toBe('simulation');
    expect(flow.context().image).toEqual({ kind: 'model', ...MODEL });
    flow.send({ type: 'simulation.tryAnotherModel' });
    expect(flow.screen()).toBe('model');
    expect(flow.context().image).toBeNull();
  });

  it('back waits while the result is pending', () => {
    const flow = startFlow();
    flow.send(
      { type: 'model.pick', model: MODEL },
      { type: 'simulation.pending' },
      { type: 'back' },
    );
    expect(flow.screen()).toBe('simulation');
    flow.send({ type: 'simulation.settled' }, { type: 'back' });
    expect(flow.screen()).toBe('model');
  });

  it('upload your own → upload → back → images; photo → upload photos → simulation as upload', () => {
    const flow = startFlow();
    flow.send({ type: 'model.useOwnPhoto' });
    expect(flow.screen()).toBe('upload');
    flow.send({ type: 'upload.submitted' });
    expect(flow.screen()).toBe('upload');
    flow.send(
      { type: 'back' },
      { type: 'model.useOwnPhoto' },
      { type: 'upload.photo', photo: PHOTO },
    );
    flow.send({ type: 'upload.submitted' });
    expect(flow.screen()).toBe('simulation');
    expect(flow.context().uploadType).toBe('upload');
  });

  it('a procedure from the host → its images; one the AI does not support is ignored', () => {
    const flow = startFlow();
    flow.send(
      { type: 'model.pick', model: MODEL },
      { type: 'host.procedure', procedure: 'TUMMY_TUCK' },
    );
    expect(flow.screen()).toBe('model');
    expect(flow.context().procedure).toBe('TUMMY_TUCK');
    flow.send({ type: 'host.procedure', procedure: 'RHINOPLASTY' });
    expect(flow.context().procedure).toBe('TUMMY_TUCK');
  });
});
