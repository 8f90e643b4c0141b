import { HEALTH_OPTIONS, MESSAGES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM,
  choose,
  completeIntake,
  reply,
  say,
  startAssistant,
  toggle,
} from '../../test-utils/start-assistant.ts';

const en = MESSAGES.en.tier1Assistant;

describe('tier-1 assistant: coordinator intake', () => {
  it('asks the questions in the spec order and submits the lead with the tier-1 form_data', async () => {
    const chat = startAssistant();
    await completeIntake(chat);
    expect(chat.emitted).toContainEqual({ type: 'coordinatorRequested' });
    const asked = chat.texts('bot');
    const order = [
      en.intake.intro,
      en.intake.firstName,
      "Thanks, Ana! What's your last name?",
      en.intake.phone,
      en.intake.age,
      en.intake.height,
      en.intake.weight,
      en.intake.health,
      en.intake.procedureArea,
      en.intake.procedures,
      en.intake.timing,
      en.intake.anythingElse,
    ];
    expect(asked.filter((text) => order.includes(text))).toEqual(order);
    expect(chat.leadDrafts).toHaveLength(1);
    const draft = chat.leadDrafts[0];
    expect(draft).toMatchObject({
      details: { firstName: 'Ana', lastName: 'Lopez', phone: '+13055550100' },
      uploadType: 'chatbot',
      intake: {
        firstName: 'Ana',
        lastName: 'Lopez',
        phone: '+13055550100',
        age: '34',
        height: '5\' 6"',
        weigh: '150 lbs',
        healthHistory: ['DIABETES'],
        procedureAreas: ['BREAST', 'HAIR'],
        procedures: ['BREAST_LIFT'],
        procedureTime: 'WITHIN_3_MONTHS',
      },
    });
    expect(chat.lastBot()).toBe(
      "Thank you! Is there anything else you'd like to tell the patient coordinator?",
    );
    expect(chat.replies()).toEqual(['yes', 'no']);
  });

  it('re-asks with the rule when a typed answer is not valid', async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('coordinator'), say('A'));
    expect(chat.lastBot()).toBe(MESSAGES.en.validation.firstNameLength);
    expect(chat.step()).toEqual({ intake: 'firstName' });
    await chat.send(say('Ana'), say('Lopez'), say('555'));
    expect(chat.lastBot()).toBe(MESSAGES.en.validation.detailsPhoneInvalid);
    await chat.send(say('3055550100'), say('12'));
    expect(chat.lastBot()).toBe(en.invalid.age);
    expect(chat.step()).toEqual({ intake: 'age' });
  });

  it('keeps Confirm without effect while nothing is chosen, and the card answered once confirmed', async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('coordinator'));
    await chat.send(say('Ana'), say('Lopez'), say('3055550100'), say('34'), say('5 6'), say('150'));
    expect(chat.card()).toMatchObject({
      question: 'health',
      multiple: true,
      selected: [],
      confirmed: false,
    });
    expect(chat.card()?.kind === 'choices' && chat.card()?.options.map((o) => o.value)).toEqual([
      ...HEALTH_OPTIONS,
    ]);
    await chat.send(CONFIRM);
    expect(chat.step()).toEqual({ intake: 'health' });
    await chat.send(toggle('DIABETES'), toggle('CANCER'), toggle('NONE'));
    expect(chat.card()).toMatchObject({ selected: ['NONE'] });
    await chat.send(CONFIRM);
    const health = chat.chat().messages.find((m) => m.kind === 'choices');
    expect(health).toMatchObject({ question: 'health', selected: ['NONE'], confirmed: true });
    // A confirmed card takes no more changes.
    await chat.send(toggle('CANCER'));
    expect(chat.chat().messages.find((m) => m.kind === 'choices')).toMatchObject({
      selected: ['NONE'],
    });
    expect(chat.card()).toMatchObject({ question: 'procedureArea' });
    expect(chat.card()?.kind === 'choices' && chat.card()?.options.map((o) => o.label)).toEqual([
      'Body',
      'Breast',
      'Face',
      'Hair',
      'Vaginal',
    ]);
  });

  it('lists the procedures of the chosen areas, and timing is a single choice', async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('coordinator'));
    await chat.send(say('Ana'), say('Lopez'), say('3055550100'), say('34'), say('5 6'), say('150'));
    await chat.send(toggle('NONE'), CONFIRM, toggle('BREAST'), CONFIRM);
    expect(chat.card()?.kind === 'choices' && chat.card()?.options.map((o) => o.value)).toEqual([
      'BREAST_AUGMENTATION',
      'BREAST_LIFT',
    ]);
    await chat.send(toggle('BREAST_LIFT'), toggle('BREAST_AUGMENTATION'), CONFIRM);
    expect(chat.card()).toMatchObject({ question: 'timing', multiple: false });
    await chat.send(toggle('ASAP'), toggle('NOT_SURE'));
    expect(chat.card()).toMatchObject({ selected: ['NOT_SURE'] });
    await chat.send(CONFIRM);
    expect(chat.leadDrafts[0]?.intake).toMatchObject({
      procedures: ['BREAST_AUGMENTATION', 'BREAST_LIFT'],
      procedureTime: 'NOT_SURE',
    });
  });

  it('starts with the procedure just simulated ticked, and its area', async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('simulate'), choose('BBL'));
    await chat.send(reply('coordinator'));
    await chat.send(say('Ana'), say('Lopez'), say('3055550100'), say('34'), say('5 6'), say('150'));
    await chat.send(toggle('NONE'), CONFIRM);
    expect(chat.card()).toMatchObject({ question: 'procedureArea', selected: ['BODY'] });
    await chat.send(CONFIRM);
    expect(chat.card()).toMatchObject({ question: 'procedures', selected: ['BBL'] });
  });

  it("No → 'Thank you! A coordinator will reach out to you soon.'", async () => {
    const chat = startAssistant();
    await completeIntake(chat);
    await chat.send(reply('no'));
    expect(chat.lastBot()).toBe('Thank you! A coordinator will reach out to you soon.');
    expect(chat.leadMessages).toEqual([]);
  });

  it('Yes → a message box whose text goes to the lead as a patient message', async () => {
    const chat = startAssistant();
    await completeIntake(chat);
    await chat.send(reply('yes'));
    expect(chat.intake()?.hasTag('message')).toBe(true);
    await chat.send({ type: 'message.send', text: '   ' });
    expect(chat.leadMessages).toEqual([]);
    await chat.send({ type: 'message.send', text: 'Please call after 5pm.' });
    expect(chat.leadMessages).toEqual([
      { patientUuid: 'intake-lead', message: 'Please call after 5pm.' },
    ]);
    expect(chat.lastBot()).toBe(en.intake.done);
  });

  it("says 'Failed to submit form. Please try again.' and retries the same lead", async () => {
    const chat = startAssistant({ leadFails: 1 });
    await completeIntake(chat);
    expect(chat.lastBot()).toBe(MESSAGES.en.errors.submitFailed);
    expect(chat.replies()).toEqual(['retry']);
    await chat.send(reply('retry'));
    expect(chat.leadDrafts).toHaveLength(2);
    expect(chat.lastBot()).toBe(en.intake.anythingElse);
  });
});
