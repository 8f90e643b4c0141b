/** English catalog: every user-facing text of the widget (SPEC.md), keyed by screen. */
export const en = {
  common: {
    continue: 'Continue',
    back: 'Back',
    poweredBy: 'Powered by',
  },
  errors: {
    incorrectFormName: 'Incorrect form name',
    checkSdkKey: 'Check your Clinic SDK Key',
  },
  area: {
    title: 'Pick a region to visualize',
    aiAvailable: 'AI is available for this body part',
    aiNotAvailable: 'AI is not available for this body part',
  },
  procedure: {
    title: 'Select a Procedure',
    hint: 'Pick one to visualize',
    clinicOffersNone: "Clinic doesn't support any procedures for your selected areas.",
    noneAvailable: 'No procedures available for the selected areas. Please select different areas.',
  },
};

/** The shape every catalog has: the English one with its strings widened. */
export type Messages = DeepStringRecord<typeof en>;
type DeepStringRecord<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]>;
};
