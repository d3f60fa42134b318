import { buttonVariants } from '../shell/button-variants';
import { Link } from '../shell/link';

/** Texts of {@link BuildNextSteps}. */
export interface BuildNextStepsLabels {
  buildQuote: string;
  myList: string;
}

/** English defaults of {@link BuildNextStepsLabels}. */
export const defaultBuildNextStepsLabels: BuildNextStepsLabels = {
  buildQuote: 'Request a quote for this build',
  myList: 'My List',
};

export interface BuildNextStepsProps {
  /** Where the quote request is, e.g. '/en-us/quote'. */
  quoteHref: string;
  /** Where My List is, e.g. '/en-us/my-list'. */
  myListHref: string;
  /** Texts; English defaults ({@link defaultBuildNextStepsLabels}). */
  labels?: Partial<BuildNextStepsLabels>;
}

/** The way on after a build was added to My List: the quote request for it, or My List. */
export function BuildNextSteps({ quoteHref, myListHref, labels: labelOverrides }: BuildNextStepsProps) {
  const labels = { ...defaultBuildNextStepsLabels, ...labelOverrides };
  return (
    <div className="flex flex-wrap gap-2" data-slot="build-next-steps">
      <Link href={quoteHref} className={buttonVariants({ variant: 'primary' })}>
        {labels.buildQuote}
      </Link>
      <Link href={myListHref} className={buttonVariants({ variant: 'outline' })}>
        {labels.myList}
      </Link>
    </div>
  );
}
