import type { Procedure } from '@afterlook/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ModelSource } from '../../photo/photo-source.ts';
import { type ScanFlowEmitted, scanFlowMachine } from './scan-flow-machine.ts';

/** The chosen procedure's first sample model, as the sample-models call gives it. */
const FIRST_MODEL: ModelSource = {
  kind: 'model',
  id: 'tt-1',
  url: 'https://assets.test/tt-1.png',
  viewType: 'BODY_FRONT',
};

const png = (label: string) => new Blob([label], { type: 'image/png' });

const start = (procedure: Procedure) => {
  const machine = scanFlowMachine.provide({
    actors: {
      firstSampleModel: fromPromise<ModelSource | null, { procedure: Procedure }>(
        async () => FIRST_MODEL,
      ),
    },
  });
  const actor = createActor(machine, { input: { procedure, language: 'en' } }).start();
  const closed: ScanFlowEmitted[] = [];
  actor.on('closeModal', (event) => closed.push(event));
  return { actor, closed, screen: () => actor.getSnapshot().value };
};

describe('photo-capture integration flow (docs/product/scan-flow.md)', () => {
  it('preview → instructions → scan → result; language switch; back; Done closes the modal', () => {
    const { actor, closed, screen } = start('BREAST_AUGMENTATION');
    expect(screen()).toBe('preview');
    actor.send({ type: 'language.change', language: 'es' });
    expect(actor.getSnapshot().context.language).toBe('es');
    actor.send({ type: 'continue' });
    expect(screen()).toBe('instructions');
    actor.send({ type: 'back' });
    expect(screen()).toBe('preview');
    actor.send({ type: 'continue' });
    actor.send({ type: 'continue' });
    expect(screen()).toBe('scan');
    actor.send({ type: 'back' });
    expect(screen()).toBe('instructions');
    actor.send({ type: 'continue' });
    const photo = png('front');
    actor.send({ type: 'scan.captured', photo, viewType: 'TORSO_FRONT' });
    expect(screen()).toBe('result');
    const image = actor.getSnapshot().context.image;
    expect(image?.kind === 'photo' && image.blob).toBe(photo);
    expect(image?.kind === 'photo' && image.viewType).toBe('TORSO_FRONT');

    // Back waits while the result is computed, then retakes the scan.
    actor.send({ type: 'simulation.pending' });
    actor.send({ type: 'back' });
    expect(screen()).toBe('result');
    actor.send({ type: 'simulation.settled' });
    actor.send({ type: 'back' });
    expect(screen()).toBe('scan');
    expect(actor.getSnapshot().context.image).toBeNull();

    actor.send({ type: 'scan.captured', photo, viewType: 'TORSO_FRONT' });
    expect(closed).toEqual([]);
    actor.send({ type: 'done' });
    expect(closed).toEqual([{ type: 'closeModal' }]);
    expect(actor.getSnapshot().context.language).toBe('es');
  });

  it('a face procedure shows only the coming-soon email promise; choices are ignored', () => {
    const { actor, closed, screen } = start('LIP_FILLER');
    expect(screen()).toBe('comingSoon');
    actor.send({ type: 'procedure.choose', procedure: 'BBL' });
    actor.send({ type: 'continue' });
    expect(screen()).toBe('comingSoon');
    actor.send({ type: 'done' });
    expect(closed).toHaveLength(1);
  });

  it("§2.4 on 'Visualization coming soon': BBL goes to scan, another procedure to the simulation view", async () => {
    const { actor, closed, screen } = start('ARM_LIFT');
    expect(screen()).toBe('comingSoon');
    // Not one of the seven: ignored.
    actor.send({ type: 'procedure.choose', procedure: 'LIP_FILLER' });
    expect(screen()).toBe('comingSoon');

    actor.send({ type: 'procedure.choose', procedure: 'BBL' });
    expect(screen()).toBe('scan');
    expect(actor.getSnapshot().context.procedure).toBe('BBL');
    actor.send({ type: 'back' });
    expect(screen()).toBe('comingSoon');
    expect(actor.getSnapshot().context.procedure).toBe('ARM_LIFT');

    // docs/product/scan-flow.md (§2.4): another choice goes to the simulation view itself.
    actor.send({ type: 'procedure.choose', procedure: 'TUMMY_TUCK' });
    await vi.waitFor(() => expect(screen()).toBe('simulation'));
    expect(actor.getSnapshot().context.procedure).toBe('TUMMY_TUCK');
    expect(actor.getSnapshot().context.image).toEqual(FIRST_MODEL);
    const model = { id: 'm1', url: 'https://assets.test/m1.png', viewType: 'BODY_FRONT' as const };
    actor.send({ type: 'simulation.tryAnotherModel' });
    expect(screen()).toBe('model');
    actor.send({ type: 'model.pick', model });
    expect(screen()).toBe('simulation');
    expect(actor.getSnapshot().context.image).toEqual({ kind: 'model', ...model });
    actor.send({ type: 'simulation.tryAnotherModel' });
    expect(screen()).toBe('model');
    actor.send({ type: 'model.pick', model });
    actor.send({ type: 'done' });
    expect(closed).toHaveLength(1);
    actor.send({ type: 'back' });
    actor.send({ type: 'back' });
    expect(screen()).toBe('comingSoon');

    actor.send({ type: 'done' });
    expect(closed).toHaveLength(2);
  });
});
