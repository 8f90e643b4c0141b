import { describe, expect, it } from 'vitest';
import { MESSAGES } from './index.ts';
import { placeholdersOf } from './interpolate.ts';

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a catalog as [dotted key, text]. */
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const en = new Map(leaves(MESSAGES.en));
const es = new Map(leaves(MESSAGES.es));

describe('message catalog', () => {
  it('has a non-empty Spanish text for every English key, and no Spanish-only key', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim(), `en ${key}`).not.toBe('');
      expect(es.get(key)?.trim(), `es ${key}`).not.toBe('');
    }
  });

  it('uses the same {placeholders} in en and es', () => {
    for (const [key, text] of en) {
      expect(placeholdersOf(es.get(key) ?? '').sort(), key).toEqual(placeholdersOf(text).sort());
    }
  });

  it("§2.9 spells the shared labels 'Post-op Visualization' and 'Instant Before / After' as the contract does", () => {
    expect(en.get('result.title')).toBe('Post-op Visualization');
    expect(en.get('scanScreens.capture.resultTitle')).toBe('Instant Before / After');
  });

  // The spec's exact English wording (docs/product/validation.md, errors.md); the copies here are the point.
  it.each([
    ['validation.detailsNameTooShort', 'Name must be at least 3 characters.'],
    ['validation.detailsPhoneInvalid', 'Please enter a valid phone number.'],
    ['validation.firstNameLength', 'First name must be between 2 and 20 characters.'],
    ['validation.lastNameLength', 'Last name must be between 2 and 20 characters.'],
    [
      'validation.doctorFormRequired',
      'Please fill all required fields: First Name, Last Name, and Email.',
    ],
    ['validation.messageTooShort', 'Message must be at least 3 characters long.'],
    ['validation.weightInvalid', 'Please enter a valid weight (50-500 lbs).'],
    ['validation.heightInvalid', 'Please enter a valid height (Feet: 1-10, Inches: 0-11).'],
    ['validation.fileTypeInvalid', 'Please upload a PNG, JPEG, or JPG file.'],
    ['validation.uploadFailed', 'Failed to upload image.'],
    ['validation.uploadSlotCount', 'Invalid number of presigned urls'],
    ['phoneInput.label', 'Phone'],
    ['phoneInput.noEntries', 'No entries to show'],
    ['errors.submitFailed', 'Failed to submit form. Please try again.'],
    [
      'errors.chatbotSubmitFailed',
      'There was an issue submitting the form. Please try again later.',
    ],
    ['errors.sessionExpired', 'Session has expired. Page will refresh in 3 seconds.'],
    ['errors.afterImagesFailed', 'Error fetching after image urls'],
    ['errors.unexpectedError', 'An unexpected error occurred'],
    ['errors.chatFailed', 'Sorry, something went wrong.'],
    ['tier1Assistant.replies.simulate', 'Simulate a Procedure'],
    ['tier1Assistant.replies.coordinator', 'Talk to a Patient Coordinator'],
    ['tier1Assistant.replies.simulateOnMyImages', 'Simulate a procedure on my images'],
    ['tier1Assistant.replies.anotherProcedure', 'Simulate on another procedure'],
    ['tier1Assistant.replies.anotherImage', 'Upload another image'],
    ['tier1Assistant.whichProcedure', 'Which procedure should we start with?'],
    [
      'tier1Assistant.intake.anythingElse',
      "Thank you! Is there anything else you'd like to tell the patient coordinator?",
    ],
    ['tier1Assistant.intake.done', 'Thank you! A coordinator will reach out to you soon.'],
    ['errors.noProcedureSelected', 'No procedure selected'],
    ['errors.procedureMissingInUrl', 'Please pass in a procedure in the url.'],
    [
      'errors.adFlowProcedureMissing',
      'Please pass in a procedure in the URL, e.g. ?procedure=BBL, ?procedure=BREAST_AUGMENTATION, ...',
    ],
    [
      'errors.invalidProcedure',
      'Invalid procedure, please check the documentation for a list of valid procedures',
    ],
    [
      'errors.unsupportedProcedure',
      'Your procedure is not supported yet or you passed in an invalid input.',
    ],
    ['errors.mustHaveSession', 'Must have a session'],
    ['errors.chunkLoadFailed', 'Loading chunk failed'],
    ['errors.notSupportedByAi', '{procedure} is not supported by AI.'],
    ['intake.health.NONE', 'None of the above'],
    ['intake.timing.ASAP', 'ASAP'],
    ['intake.timing.WITHIN_3_MONTHS', 'Within the next 3 months'],
    ['intake.timing.IN_3_TO_6_MONTHS', 'In 3-6 months'],
    ['intake.timing.IN_6_TO_12_MONTHS', 'In 6-12 months'],
    ['intake.timing.NOT_SURE', 'Not sure yet'],
    ['intake.procedureArea.BODY', 'Body'],
    ['intake.procedureArea.BREAST', 'Breast'],
    ['intake.procedureArea.FACE', 'Face'],
    ['intake.procedureArea.HAIR', 'Hair'],
    ['intake.procedureArea.VAGINAL', 'Vaginal'],
    ['procedureNames.short.BREAST_AUGMENTATION', 'Breast Aug'],
  ])('%s reads exactly "%s"', (key, text) => {
    expect(en.get(key)).toBe(text);
  });
});
