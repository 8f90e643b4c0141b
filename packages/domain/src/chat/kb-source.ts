/** The public patient-information page that supports a knowledge-base answer. */
export interface KbSource {
  /** The society or health service that publishes it ('American Society of Plastic Surgeons'). */
  readonly publisher: string;
  /** The page's title as it publishes it. */
  readonly title: string;
  readonly url: string;
}
