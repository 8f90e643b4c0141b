import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type ScanAllPosesEmitted, scanAllPosesMachine } from './scan-all-poses-machine.ts';

const png = (label: string) => new Blob([label], { type: 'image/png' });

describe('all-poses scan flow (docs/product/scan-flow.md#all-poses-scan)', () => {
  it('instructions → Continue → scan → back → instructions → Continue → scan → finished with the views', () => {
    const actor = createActor(scanAllPosesMachine, {
      input: { poses: ['BODY_FRONT', 'BODY_LEFT', 'BODY_BACK', 'BODY_RIGHT'] },
    }).start();
    const finished: ScanAllPosesEmitted[] = [];
    actor.on('finished', (event) => finished.push(event));
    expect(actor.getSnapshot().value).toBe('instructions');
    actor.send({ type: 'continue' });
    expect(actor.getSnapshot().value).toBe('scan');
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('instructions');
    actor.send({ type: 'continue' });
    const captures = [
      { viewType: 'BODY_FRONT' as const, image: png('f') },
      { viewType: 'BODY_BACK' as const, image: png('b') },
    ];
    actor.send({ type: 'scan.completed', captures });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(finished).toEqual([{ type: 'finished', captures }]);
  });
});
