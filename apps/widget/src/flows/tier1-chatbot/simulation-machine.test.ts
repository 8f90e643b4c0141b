import { MESSAGES, TIER1_SIMULATION_CHOICES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import {
  choose,
  MODEL,
  PHOTO,
  reply,
  scanOwnPhoto,
  simulateExample,
  startAssistant,
} from '../../test-utils/start-assistant.ts';

const en = MESSAGES.en.tier1Assistant;

describe('tier-1 assistant: simulate branch', () => {
  it("asks 'Which procedure should we start with?' with the six choices", async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('simulate'));
    expect(chat.lastBot()).toBe(en.whichProcedure);
    expect(chat.replies()).toEqual(TIER1_SIMULATION_CHOICES.map((p) => `procedure:${p}`));
    expect(TIER1_SIMULATION_CHOICES).toEqual([
      'BBL',
      'BREAST_AUGMENTATION',
      'BREAST_REDUCTION',
      'BREAST_LIFT',
      'TUMMY_TUCK',
      'ABDOMEN_LIPOSUCTION',
    ]);
  });

  it('choose BBL → example model image → simulation on it → result, then my images / coordinator', async () => {
    const chat = startAssistant();
    await simulateExample(chat);
    expect(chat.texts('user')).toEqual(['Simulate a Procedure', 'BBL']);
    const example = chat.chat().messages.find((m) => m.kind === 'text' && m.picture);
    expect(example).toMatchObject({ sender: 'bot', picture: MODEL });
    expect(chat.simulations).toEqual([{ source: MODEL, procedure: 'BBL' }]);
    const result = chat.chat().messages.at(-1);
    expect(result).toMatchObject({
      kind: 'result',
      procedure: 'BBL',
      source: MODEL,
      after: { url: '/after/2.png' },
      // One source and the close-up, as on every result screen.
      beforeUrl: '/sample-models/v1/bbl-1.png',
      region: { left: 0.2, top: 0.4, right: 0.8, bottom: 0.9 },
    });
    expect(chat.replies()).toEqual(['simulateOnMyImages', 'coordinator']);
    expect(chat.emitted).toContainEqual({
      type: 'simulationComplete',
      procedure: 'BBL',
      simulationType: 'model',
    });
  });

  it("shows the transform's reason when the simulation fails, and offers the next steps", async () => {
    const chat = startAssistant({
      outcomes: [{ kind: 'failed', message: 'No person was found', retryable: false }],
    });
    await simulateExample(chat);
    expect(chat.lastBot()).toBe('No person was found');
    expect(chat.replies()).toEqual(['simulateOnMyImages', 'coordinator']);
  });

  it('goes to the session-expired state when the session has expired', async () => {
    const chat = startAssistant({ outcomes: [{ kind: 'sessionExpired' }] });
    await simulateExample(chat);
    expect(chat.step()).toBe('sessionExpired');
  });
});

describe('tier-1 assistant: scan branch', () => {
  it('my images → instructions → back returns to the chat as it was', async () => {
    const chat = startAssistant();
    await simulateExample(chat);
    await chat.send(reply('simulateOnMyImages'));
    expect(chat.step()).toEqual({ simulation: 'scanInstructions' });
    await chat.send({ type: 'back' });
    expect(chat.step()).toEqual({ simulation: { chat: 'exampleShown' } });
    expect(chat.replies()).toEqual(['simulateOnMyImages', 'coordinator']);
  });

  it('instructions → capture → back to chat with the image → upload and simulation → contact form → result', async () => {
    const chat = startAssistant();
    await simulateExample(chat);
    await chat.send(reply('simulateOnMyImages'), { type: 'continue' });
    expect(chat.step()).toEqual({ simulation: 'scan' });
    await chat.send({ type: 'scan.captured', photo: PHOTO, viewType: 'BODY_BACK' });

    const mine = chat
      .chat()
      .messages.find((m) => m.kind === 'text' && m.sender === 'user' && m.picture);
    expect(mine).toMatchObject({ picture: { kind: 'photo', blob: PHOTO, viewType: 'BODY_BACK' } });
    expect(chat.simulations[1]).toMatchObject({
      source: { kind: 'photo', blob: PHOTO },
      procedure: 'BBL',
    });
    // Not submitted yet: the contact form comes before the result.
    expect(chat.step()).toEqual({ simulation: { chat: { running: 'contact' } } });
    expect(chat.lastBot()).toBe(en.contactFirst);
    expect(chat.chat().messages.filter((m) => m.kind === 'result')).toHaveLength(1);

    await chat.send({
      type: 'contact.submit',
      details: { firstName: 'Ana', lastName: 'Lopez', phone: '+13055550100' },
    });
    expect(chat.leadDrafts).toHaveLength(1);
    expect(chat.leadDrafts[0]).toMatchObject({
      details: { firstName: 'Ana', lastName: 'Lopez', phone: '+13055550100' },
      formName: 'ONBOARDING_TIER1_CHATBOT',
      uploadType: 'scan',
      procedure: 'BBL',
    });
    expect(await chat.leadDrafts[0]?.batchId).toBe('batch-7');
    expect(chat.chat().messages.at(-1)).toMatchObject({
      kind: 'result',
      source: { kind: 'photo' },
    });
    expect(chat.replies()).toEqual(['anotherProcedure', 'anotherImage']);
    expect(chat.emitted).toContainEqual({
      type: 'leadSubmitted',
      details: { firstName: 'Ana', lastName: 'Lopez', phone: '+13055550100' },
      procedure: 'BBL',
    });
  });

  it('another procedure runs on the same photo and does not ask for the details again', async () => {
    const chat = startAssistant();
    await scanOwnPhoto(chat);
    await chat.send(reply('anotherProcedure'));
    expect(chat.lastBot()).toBe(en.whichProcedure);
    await chat.send(choose('BREAST_AUGMENTATION'));
    expect(chat.simulations.at(-1)).toMatchObject({
      source: { kind: 'photo', blob: PHOTO },
      procedure: 'BREAST_AUGMENTATION',
    });
    expect(chat.step()).toEqual({ simulation: { chat: 'resultShown' } });
    expect(chat.leadDrafts).toHaveLength(1);
  });

  it("'Upload another image' goes back to the scan instructions; upload instead of the scan works", async () => {
    const chat = startAssistant();
    await scanOwnPhoto(chat);
    await chat.send(reply('anotherImage'));
    expect(chat.step()).toEqual({ simulation: 'scanInstructions' });
    await chat.send({ type: 'capture.useUpload' });
    expect(chat.step()).toEqual({ simulation: 'upload' });
    await chat.send({ type: 'upload.submitted' });
    expect(chat.step()).toEqual({ simulation: 'upload' });
    await chat.send({ type: 'upload.photo', photo: PHOTO }, { type: 'upload.submitted' });
    expect(chat.step()).toEqual({ simulation: { chat: 'resultShown' } });
    expect(chat.emitted.at(-1)).toMatchObject({
      type: 'simulationComplete',
      simulationType: 'upload',
    });
  });
});
