import {
  type Procedure,
  procedureDisplayName,
  type RegionOfInterest,
  type SingleProcedureConfig,
} from '@afterlook/domain';
import { useTranslation } from '../../i18n/i18n.ts';
import { type ModelSource, sampleModelSource } from '../../photo/photo-source.ts';
import { LazyFocusStage } from '../../result/LazyFocusStage.tsx';
import { useSimulation } from '../../result/use-simulation.ts';
import { Button } from '../../ui/Button.tsx';
import { type ClinicBrand, Header } from '../../ui/Header.tsx';
import { CameraIcon, ImageIcon, SparkleIcon } from '../../ui/icons.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useSampleModels } from '../../visualize/use-sample-models.ts';
import './landing.css';

interface LandingScreenProps {
  readonly brand: ClinicBrand;
  readonly procedure: Procedure;
  readonly config: SingleProcedureConfig;
  readonly onSimulate: () => void;
}

/**
 * The single-procedure landing (docs/product/single-procedure-flow.md): 'Visualize Your Dream BBL', a before/after
 * example (the first sample model, simulated), three steps (Take Selfie, AI Result, View
 * Options), 'Fast. Fun. Free. And kind of magical' and 'Simulate Now'. The form config
 * may replace any of these texts.
 */
export function LandingScreen({ brand, procedure, config, onSimulate }: LandingScreenProps) {
  const { t, language } = useTranslation();
  const copy = config.copyOverrides;
  const title =
    config.landingTitle ??
    t('singleProcedure.landingTitle', { procedure: procedureDisplayName(procedure, language) });
  const steps = [
    {
      icon: <CameraIcon width={22} height={22} />,
      label: copy.uploadLabel ?? t('singleProcedure.steps.upload'),
    },
    {
      icon: <SparkleIcon width={22} height={22} />,
      label: copy.simulateLabel ?? t('singleProcedure.steps.simulate'),
    },
    {
      icon: <ImageIcon width={22} height={22} />,
      label: copy.exploreLabel ?? t('singleProcedure.steps.explore'),
    },
  ];
  return (
    <ScreenFrame
      header={
        <Header
          clinic={brand}
          title={title}
          subtitle={config.landingSubtitle ?? t('singleProcedure.landingSubtitle')}
        />
      }
      actions={
        <Button block onClick={onSimulate}>
          {copy.simulateButton ?? t('singleProcedure.simulateButton')}
        </Button>
      }
    >
      <div className="al-landing">
        <LandingExample procedure={procedure} />
        <ol
          className="al-plain-grid al-landing__steps"
          aria-label={t('singleProcedure.stepsLabel')}
        >
          {steps.map((step, index) => (
            <li key={step.label} className="al-landing__step">
              <span
                className="al-icon-disc al-icon-disc--raised al-landing__step-icon"
                aria-hidden="true"
              >
                {step.icon}
              </span>
              <span className="al-landing__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="al-landing__step-label">{step.label}</span>
            </li>
          ))}
        </ol>
        <p className="al-landing__magic">{copy.magicLine ?? t('singleProcedure.magicLine')}</p>
      </div>
    </ScreenFrame>
  );
}

/** The before/after example: the procedure's first sample model and its simulation. */
function LandingExample({ procedure }: { procedure: Procedure }) {
  const { t } = useTranslation();
  const model = useSampleModels(procedure).data?.[0];
  if (!model) {
    return (
      <div className="al-landing__example al-landing__example--empty">
        <Spinner />
      </div>
    );
  }
  return (
    <ExampleComparison
      procedure={procedure}
      source={sampleModelSource(model)}
      region={model.region ?? null}
      label={t('singleProcedure.exampleLabel')}
    />
  );
}

/** The example opens on the close-up of the result screens: the model list's region, else the result's. */
function ExampleComparison({
  procedure,
  source,
  region,
  label,
}: {
  procedure: Procedure;
  source: ModelSource;
  region: RegionOfInterest | null;
  label: string;
}) {
  const { t } = useTranslation();
  const simulation = useSimulation(source, procedure);
  const outcome = simulation.data;
  const after = outcome?.kind === 'success' ? outcome.images[outcome.startIndex] : undefined;
  const before = <img src={source.url} alt={t('result.beforeAlt')} draggable={false} />;
  return (
    <section className="al-landing__example" aria-label={label}>
      {after && outcome?.kind === 'success' ? (
        <LazyFocusStage
          beforeUrl={source.url}
          afterUrl={after.url}
          beforeAlt={t('result.beforeAlt')}
          afterAlt={label}
          region={region ?? outcome.region}
          afterHidden={false}
          fallback={before}
        />
      ) : (
        <div className="al-landing__example-still">
          {before}
          {simulation.isFetching ? (
            <span className="al-landing__example-spinner">
              <Spinner announce={false} />
            </span>
          ) : null}
        </div>
      )}
    </section>
  );
}
